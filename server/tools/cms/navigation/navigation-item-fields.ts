import { z } from 'zod';
import { oneOf } from '../../schema-helpers.ts';

/** The target and placement fields shared by adding and changing an item; pages are offered by slug. */
export function navigationItemFields(pageSlugs: readonly string[]) {
  return {
    pageSlug: oneOf(pageSlugs, 'Link to this page of the site, by slug, e.g. "about". Give this or url.').optional(),
    url: z
      .string()
      .optional()
      .describe('Link to an external address or a site path instead of a page, e.g. "https://instagram.com/cafe" or "/blog". Give this or pageSlug.'),
    position: z.number().int().min(1).optional().describe('Place among its siblings, 1 = first, e.g. 2; the items from there on move down one. Default: last.'),
  };
}
