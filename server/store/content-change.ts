/** Content kinds that semantic search indexes; a write records which of them it touched. */
export const SEARCHABLE_CONTENT_TYPES = ['page', 'section', 'post', 'entry', 'image'] as const;
export type SearchableContentType = (typeof SEARCHABLE_CONTENT_TYPES)[number];

export type ContentChange = { type: SearchableContentType; id: number };
