/** Content kinds that semantic search indexes; a write records which of them it touched. */
export const SEARCHABLE_CONTENT_TYPES = ['page', 'section', 'post', 'entry', 'image'] as const;
export type SearchableContentType = (typeof SEARCHABLE_CONTENT_TYPES)[number];

export type ContentChange = { type: SearchableContentType; id: number };

export const contentKey = ({ type, id }: ContentChange): string => `${type}:${id}`;

/** Each content item once, in first-seen order: a transaction may touch the same section many times. */
export function uniqueChanges(changes: readonly ContentChange[]): ContentChange[] {
  return [...new Map(changes.map((change) => [contentKey(change), change])).values()];
}

/** A change waiting in the content outbox; `position` orders them, and a content index remembers the last one it applied. */
export type OutboxEntry = { position: number; change: ContentChange };
