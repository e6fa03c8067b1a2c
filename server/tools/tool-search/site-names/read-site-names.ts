import type { CmsStore } from '../../../store/cms-store.ts';
import { type SiteName, siteNamesOf } from './site-names.ts';

/** Items read per kind at most: names beyond these of a very large site are not ranking evidence. */
const MAX_ITEMS_PER_KIND = 5_000;
const PAGE_SIZE = 500;

/** Reads a listing a page at a time, up to `MAX_ITEMS_PER_KIND` items. */
async function readAll<ITEM>(list: (window: { limit: number; offset: number }) => Promise<{ items: ITEM[]; total: number }>): Promise<ITEM[]> {
  const items: ITEM[] = [];
  while (items.length < MAX_ITEMS_PER_KIND) {
    const { items: window, total } = await list({ limit: PAGE_SIZE, offset: items.length });
    items.push(...window);
    if (window.length === 0 || items.length >= total) break;
  }
  return items.slice(0, MAX_ITEMS_PER_KIND);
}

/** The names the site's things go by now (`siteNamesOf`), read from the store. */
export async function readSiteNames(store: CmsStore): Promise<SiteName[]> {
  const pages = (await store.pages.list()).slice(0, MAX_ITEMS_PER_KIND);
  const pagesWithSections = await Promise.all(
    pages.map(async (page) => ({ title: page.title, sections: (await store.sections.listByPage(page.id)).map((section) => section.content) })),
  );
  const posts = await readAll(async (window) => {
    const { posts: items, total } = await store.posts.list(window);
    return { items, total };
  });
  const images = await readAll(async (window) => {
    const { images: items, total } = await store.images.list(window);
    return { items, total };
  });
  const entries = [];
  for (const collection of await store.collections.listNames()) {
    entries.push(
      ...(await readAll(async (window) => {
        const { entries: items, total } = await store.collections.listEntries({ collection, ...window });
        return { items, total };
      })),
    );
  }
  return siteNamesOf({
    pages: pagesWithSections,
    posts,
    images,
    navigationLabels: (await store.navigation.list()).map((item) => item.label),
    entries,
  });
}
