import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type EvalQuery, evalQuerySchema } from '../evaluation/run-discovery-eval.ts';

/** Former frozen rounds the ranker is fitted on: the first 23; those spent after them judge it with the frozen ones. */
const LAST_ROUND_FOR_THE_RANKER = 23;

/** Both sets of each former frozen round from `first` to `last`. */
export const roundSets = (first: number, last: number): string[] =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index).flatMap((round) => [
    `development/round-${round}/model-queries.json`,
    `development/round-${round}/editor-messages.json`,
  ]);

/**
 * The query sets the ranker may be fitted and validated on: every development set but the rounds spent after
 * LAST_ROUND_FOR_THE_RANKER, never `data/eval/frozen/`, which judges the ranker afterwards.
 */
export const DEVELOPMENT_SETS: readonly string[] = [
  'wayfinder-queries.json',
  'heldout-queries.json',
  'capability-queries.json',
  'development/model-queries.json',
  'development/editor-messages.json',
  'unsupported-languages.json',
  ...roundSets(1, LAST_ROUND_FOR_THE_RANKER),
];

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
