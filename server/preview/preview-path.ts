import type { ChangeLocation } from '../store/change-history.ts';
import { COLLECTION_OF_TEMPLATE } from './render-collection-section.ts';
import type { PreviewStore } from './render-preview.ts';

/**
 * Where a change can be looked at in the preview (without the access, which the page adds): the page,
 * scrolled to the section; the post; the home page for a menu; the first page showing a collection.
 * Null when there is nothing to show (a deleted page, an image).
 */
export async function previewPathOf(location: ChangeLocation | null, store: PreviewStore): Promise<string | null> {
  if (!location) return null;
  if (location.pageSlug) return `/preview/${encodeURIComponent(location.pageSlug)}${location.sectionId ? `#section-${location.sectionId}` : ''}`;
  if (location.postSlug) return `/preview/blog/${encodeURIComponent(location.postSlug)}`;
  if (location.menu) return (await store.pages.getBySlug('home')) ? '/preview/home' : null;
  if (location.collection) {
    const templates = Object.entries(COLLECTION_OF_TEMPLATE).flatMap(([template, collection]) => (collection === location.collection ? [template] : []));
    for (const page of await store.pages.list()) {
      const section = (await store.sections.listByPage(page.id)).find((candidate) => templates.includes(candidate.templateName));
      if (section) return `/preview/${encodeURIComponent(page.slug)}#section-${section.id}`;
    }
  }
  return null;
}
