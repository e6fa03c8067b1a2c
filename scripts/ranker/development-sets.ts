import path from 'node:path';

/**
 * The query sets the ranker may be fitted and validated on: every development set, never `data/eval/frozen/`,
 * which judges the ranker afterwards.
 */
export const DEVELOPMENT_SETS = [
  'wayfinder-queries.json',
  'heldout-queries.json',
  'capability-queries.json',
  'development/model-queries.json',
  'development/editor-messages.json',
  'unsupported-languages.json',
] as const;

export const EVAL_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', 'data', 'eval');
