import { z } from 'zod';
import type { CmsRepositories } from '../../../store/cms-store.ts';
import { pageSlug } from '../pages/page-fields.ts';
import { requirePage } from '../pages/require-page.ts';

/**
 * The target and placement fields shared by adding and changing an item. The page slug is checked
 * when the tool runs, with "did you mean" suggestions, not offered as an enum: an enum of every slug
 * would grow with the site and change the declaration (and the provider's cached prefix) each time a
 * page is created.
 */
export function navigationItemFields() {
  return {
    pageSlug: pageSlug('Link to this page of the site, by slug, e.g. "about". Give this or url.').optional(),
    url: z
      .string()
      .optional()
      .describe('Link to an external address or a site path instead of a page, e.g. "https://instagram.com/cafe" or "/blog". Give this or pageSlug.'),
    position: z.number().int().min(1).optional().describe('Place among its siblings, 1 = first, e.g. 2; the items from there on move down one. Default: last.'),
  };
}

/** Refuses a link to a page that does not exist, naming the closest slugs. */
export async function requireLinkedPage(store: Pick<CmsRepositories, 'pages'>, slug: string | undefined): Promise<void> {
  if (slug !== undefined) await requirePage(store, slug);
}
