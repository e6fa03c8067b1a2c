import { z } from 'zod';
import { PAGE_STATUSES } from '../../../store/page-repository.ts';

/** Slugs are the page's path without the leading "/": lowercase letters, digits and single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function pageSlug(description: string) {
  return z.string().regex(PAGE_SLUG_PATTERN, 'must be lowercase letters, digits and hyphens, e.g. "about-us"').describe(description);
}

/** Input fields shared by the tools that create or change a page. */
export const pageFields = {
  title: z.string().trim().min(1).max(200).describe('Page title, shown as its main heading, e.g. "About us".'),
  status: z.enum(PAGE_STATUSES).describe('"draft" (hidden from visitors) or "published" (live), e.g. "draft".'),
  metaTitle: z.string().max(120).describe('SEO title for search results and browser tabs, e.g. "About us | Acme Bakery". "" clears it.'),
  metaDescription: z
    .string()
    .max(320)
    .describe('SEO description for search results, about 150 characters, e.g. "Family bakery in Leeds since 1952.". "" clears it.'),
};

/** Meta fields are stored as NULL when empty, so "" from the model means "none". */
export function emptyToNull(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value.trim() === '' ? null : value;
}
