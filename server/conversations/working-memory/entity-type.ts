/** The kinds of things working memory remembers from tool results, so "update it" resolves next turn. */
export const ENTITY_TYPES = ['page', 'section', 'template', 'image', 'post', 'navigationItem', 'collection', 'entry', 'webPage', 'stockPhoto', 'plan'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
