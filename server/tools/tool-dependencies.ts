import type { Logger } from '../logger.ts';
import type { ContentIndex } from '../services/content-index/content-index.ts';
import type { Embedder } from '../services/embeddings/embedder.ts';
import type { GuardedHttpClient } from '../services/http/guarded-http-client.ts';
import type { PexelsClient } from '../services/pexels/pexels-client.ts';
import type { WebSearchClient } from '../services/web-search/brave-search-client.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { ImageFileStore } from '../store/image-files.ts';

/**
 * Everything a CMS tool may use. Each tool factory takes the few it needs (`Pick<ToolDependencies, 'store'>`);
 * the composition root (server/compose.ts) passes the real ones.
 */
export type ToolDependencies = {
  logger: Logger;
  store: CmsStore;
  embedder: Embedder;
  contentIndex: ContentIndex;
  imageFiles: ImageFileStore;
  /** The only way tools reach the network. */
  http: GuardedHttpClient;
  webSearch: WebSearchClient;
  pexels: PexelsClient;
};
