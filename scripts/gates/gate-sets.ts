import { DEVELOPMENT_SETS, roundSets } from '../ranker/development-sets.ts';

/**
 * Former frozen rounds the gates are fitted on. Not rounds 1–6: read cross-fitted, they made the refitted gates
 * pre-route 12 questions of the development rounds nothing was fitted on, against 7 (decision 084).
 */
const FIRST_ROUND_FOR_THE_GATES = 7;
const LAST_ROUND_FOR_THE_GATES = 23;

/**
 * The query sets the gates are fitted and cross-validated on: the ranker's development sets other than its rounds,
 * `development/gate-queries.json` (searches for capabilities the catalogue lacks, and searches that name other
 * platforms or values, which have a tool), and rounds 7–23. Never `data/eval/frozen/`.
 *
 * The ranker is fitted on these sets too (rounds 7–23 since decision 084), so the gates read each of them through a
 * ranker fitted without it (`crossFittedRankers`): through the ranker that saw it, its probabilities are surer than on
 * new text, and gates fitted on that pre-routed more often and worse (decisions 039, 049, 084).
 */
export const GATE_SETS: readonly string[] = [
  ...DEVELOPMENT_SETS.filter((set) => !set.startsWith('development/round-')),
  'development/gate-queries.json',
  ...roundSets(FIRST_ROUND_FOR_THE_GATES, LAST_ROUND_FOR_THE_GATES),
];
