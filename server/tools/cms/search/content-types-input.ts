import { z } from 'zod';
import { SEARCHABLE_CONTENT_TYPES } from '../../../store/content-change.ts';

export const contentTypesInput = z
  .array(z.enum(SEARCHABLE_CONTENT_TYPES))
  .min(1)
  .optional()
  .describe('Only these kinds of content, e.g. ["post"] or ["page", "section"]; omit to search everything.');

/** How to open each kind of result, so the model's next call needs no guessing. */
export const LOCATION_FIELDS_NOTE =
  'Pages and posts carry their slug, sections the slug of their page (pageSlug), entries their collection, images only their id.';
