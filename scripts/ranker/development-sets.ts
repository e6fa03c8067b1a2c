import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type EvalQuery, evalQuerySchema } from '../evaluation/run-discovery-eval.ts';

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
  'development/round-1/model-queries.json',
  'development/round-1/editor-messages.json',
  'development/round-2/model-queries.json',
  'development/round-2/editor-messages.json',
  'development/round-3/model-queries.json',
  'development/round-3/editor-messages.json',
  'development/round-4/model-queries.json',
  'development/round-4/editor-messages.json',
  'development/round-5/model-queries.json',
  'development/round-5/editor-messages.json',
  'development/round-6/model-queries.json',
  'development/round-6/editor-messages.json',
] as const;

/**
 * The fold a set is held out in when cross-validating: a former frozen round's two sets together (one writer wrote
 * both, so fitting on one and judging the other is no hold-out), every other set alone.
 */
export function foldOf(set: string): string {
  return /^development\/round-\d+\//.exec(set)?.[0] ?? set;
}

export const EVAL_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', 'data', 'eval');

/** The sets' queries, each set by its name under data/eval/, checked against the eval's query schema. */
export function readQuerySets(sets: readonly string[]): Array<{ set: string; queries: EvalQuery[] }> {
  return sets.map((set) => ({ set, queries: z.array(evalQuerySchema).parse(JSON.parse(fs.readFileSync(path.join(EVAL_DIRECTORY, set), 'utf8'))) }));
}
