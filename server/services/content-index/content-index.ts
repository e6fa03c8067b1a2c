import type { SearchableContentType } from '../../store/content-change.ts';

export type ContentMatch = {
  type: SearchableContentType;
  id: number;
  title: string;
  /** A short excerpt of the indexed text, so the model can judge the match without another call. */
  snippet: string;
  /** Cosine distance: 0 is identical meaning, larger is further away. */
  distance: number;
};

/**
 * Semantic search over CMS content. Every write adds what it touched to the store's content outbox in its
 * own transaction; the index applies the outbox in order and remembers how far it got, so writes of other
 * processes and writes whose indexing a crash interrupted are indexed too.
 */
export interface ContentIndex {
  readonly modelId: string;
  /** Applies the outbox entries after the last one applied. Never throws: what failed is retried on the next call. */
  sync(): Promise<void>;
  /** Rebuilds when the embedding model, dimension, outbox position or document count no longer match the store. */
  ensureUpToDate(): Promise<{ rebuilt: boolean; documents: number }>;
  search(options: { query: string; types?: readonly SearchableContentType[]; limit: number }): Promise<ContentMatch[]>;
  close(): void;
}
