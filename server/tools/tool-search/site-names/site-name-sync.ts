import type { Logger } from '../../../logger.ts';
import type { CmsStore } from '../../../store/cms-store.ts';
import { createSiteNameIndex, type SiteNameIndex } from './site-names.ts';
import { createDebouncedRefresh, type DebouncedRefresh } from '../../../services/debounced-refresh.ts';
import { readSiteNames } from './read-site-names.ts';

/**
 * Keeps search's view of the site's names (`site-names.ts`) in step with the content: each refresh compares the
 * content outbox's newest position with the one last read and reads the names again only when content changed
 * since, by this process or another. Until a refresh after a write, search reads the names as they were.
 */
export function createSiteNameSync({
  store,
  apply,
  debounceMs,
  logger,
}: {
  store: CmsStore;
  apply: (siteNames: SiteNameIndex) => void;
  /** @default 1000 */
  debounceMs?: number;
  logger: Logger;
}): DebouncedRefresh {
  let readAt: number | undefined;
  const load = async () => {
    const { newest } = await store.contentCatalog.outboxBounds();
    if (newest === readAt) return;
    const started = performance.now();
    const names = await readSiteNames(store);
    apply(createSiteNameIndex(names));
    readAt = newest;
    logger.info({ event: 'site_names_indexed', names: names.length, ms: Math.round(performance.now() - started) }, 'site names indexed');
  };
  return createDebouncedRefresh({ load, debounceMs, failure: 'could not read the site names; search goes on with the previous ones', logger });
}
