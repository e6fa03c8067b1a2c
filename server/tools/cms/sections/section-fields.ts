import { z } from 'zod';

/** Input fields shared by the section tools. */
export const sectionFields = {
  sectionId: z.number().int().positive().describe("Id of the section, e.g. 12. cms_getPageSections lists a page's section ids."),
  position: z
    .number()
    .int()
    .min(1)
    .describe('Place on the page, 1 = top, e.g. 2 to put it second. Later sections move down; a number past the end means last.'),
  content: z
    .record(z.string(), z.unknown())
    .describe('Field values keyed by field name, as cms_getSectionFields lists them, e.g. { "heading": "Fresh bread daily", "image": 4 }.'),
};
