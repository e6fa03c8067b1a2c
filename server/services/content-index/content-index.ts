import type { ContentChange, SearchableContentType } from '../../store/content-change.ts';

export type ContentMatch = {
  type: SearchableContentType;
  id: number;
  title: string;
  /** A short excerpt of the indexed text, so the model can judge the match without another call. */
  snippet: string;
  /** Cosine distance: 0 is identical meaning, larger is further away. */
  distance: number;
};

/** Semantic search over CMS content. Writes through the store reach it via `sync` before the write returns. */
export interface ContentIndex {
  readonly modelId: string;
  sync(changes: ContentChange[]): Promise<void>;
  /** Rebuilds when the embedding model, dimension or document count no longer match the store. */
  ensureUpToDate(): Promise<{ rebuilt: boolean; documents: number }>;
  search(options: { query: string; types?: readonly SearchableContentType[]; limit: number }): Promise<ContentMatch[]>;
  close(): void;
}
