import type { ContentChange, OutboxEntry, SearchableContentType } from './content-change.ts';

/** Something found by name. `context` says where it lives, e.g. `on page "about"` or `in collection "faq"`. */
export type NameMatch = {
  type: SearchableContentType;
  id: number;
  /** Page or post title, image filename, entry title, or a section's template label and heading. */
  name: string;
  context: string;
  /** Pages and posts: their slug. */
  slug?: string;
  /** Sections: the slug of their page. */
  pageSlug?: string;
  /** Entries: their collection's name. */
  collection?: string;
};

/** The text semantic search embeds for one piece of content. */
export type ContentDocument = {
  type: SearchableContentType;
  id: number;
  title: string;
  /**
   * What gets embedded: the content's words in a few passages (e.g. title with excerpt, then body), each
   * trimmed. Each passage is embedded on its own and the vectors averaged, which keeps a long body from
   * drowning out the title.
   */
  passages: string[];
  /** A human-readable summary (excerpt, alt text, meta description…) that search results show. */
  summary: string;
};

/** Where images are used: section and entry image fields (at any depth) and post featured images. */
export type ImageUsages = {
  sections: { sectionId: number; pageId: number; pageSlug: string; templateName: string; imageIds: number[] }[];
  entries: { entryId: number; title: string; collection: string; imageIds: number[] }[];
  posts: { postId: number; title: string; slug: string; imageId: number }[];
};

/** Read-only queries across content tables: find anything by name, and feed the semantic index. */
export interface ContentCatalogRepository {
  /** Keyword match on names (and, for images, alt text, description and tags), best first. */
  findByName(options: { query: string; types?: readonly SearchableContentType[]; limit: number }): Promise<NameMatch[]>;
  /** Where each item lives, in `refs` order, named as findByName names it; items that no longer exist are left out. */
  locate(refs: readonly ContentChange[]): Promise<NameMatch[]>;
  /** The documents for `refs` that still exist (all documents without `refs`). */
  loadDocuments(refs?: readonly ContentChange[]): Promise<ContentDocument[]>;
  /** How many documents `loadDocuments()` would return. */
  countDocuments(): Promise<number>;
  /** Rebuilds the name index findByName searches when it does not cover every item (a database from before it). */
  ensureNameIndex(): Promise<{ rebuilt: boolean }>;
  /** Sections and entries whose image fields, and posts whose featured image, hold any of `imageIds`. */
  findImageUsages(imageIds: readonly number[]): Promise<ImageUsages>;
  /** Content changes committed after outbox position `after`, oldest first, at most `limit`. */
  readOutbox(options: { after: number; limit: number }): Promise<OutboxEntry[]>;
  /** The newest outbox position (0 when empty) and the oldest one still kept (older ones were pruned). */
  outboxBounds(): Promise<{ newest: number; oldest: number }>;
  /**
   * Drops outbox entries written before `before`, except the newest (which keeps the position known). An
   * index that had not applied a dropped entry rebuilds when it next starts. Returns how many went.
   */
  pruneOutbox(before: Date): Promise<number>;
}
