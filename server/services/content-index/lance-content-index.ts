// STUB: replaced by the owner of semantic search.
import type { Logger } from '../../logger.ts';
import type { CmsStore } from '../../store/cms-store.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentIndex } from './content-index.ts';

export async function openLanceContentIndex(options: { directory: string; embedder: Embedder; store: CmsStore; logger: Logger }): Promise<ContentIndex> {
  return {
    modelId: options.embedder.modelId,
    sync: async () => {},
    ensureUpToDate: async () => ({ rebuilt: false, documents: 0 }),
    search: async () => [],
    close: () => {},
  };
}
