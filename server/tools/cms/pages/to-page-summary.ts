import type { PageRecord } from '../../../store/page-repository.ts';

/** A page as the model sees it: what it can show or change, without storage details. */
export function toPageSummary(page: PageRecord) {
  return {
    id: page.id,
    slug: page.slug,
    path: `/${page.slug}`,
    title: page.title,
    status: page.status,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    updatedAt: page.updatedAt,
  };
}
