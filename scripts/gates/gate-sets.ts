import { DEVELOPMENT_SETS } from '../ranker/development-sets.ts';

/** Former frozen rounds the ranker is not fitted on: what the gates read there is what they read on new text. */
const FIRST_ROUND_THE_RANKER_NEVER_SAW = 7;
const LAST_ROUND_FOR_THE_GATES = 23;

/**
 * The query sets the gates are fitted and cross-validated on: the ranker's development sets other than its rounds,
 * `development/gate-queries.json` (searches for capabilities the catalogue lacks, and searches that name other
 * platforms or values, which have a tool), and rounds 7–23. Never `data/eval/frozen/`.
 *
 * Not rounds 1–6, which the ranker is fitted on: its probabilities there are surer than on text it never saw, and
 * fitted on them the pre-route threshold rose and the token benchmark's Type B turns needed a search more often than
 * the oracle's steps allow (decisions 039, 049). Rounds 7–21 joined with the boosted-tree gate (decision 068); a
 * round spent after them joins when the gates are next refitted for a change of their own.
 */
export const GATE_SETS = [
  ...DEVELOPMENT_SETS.filter((set) => !set.startsWith('development/round-')),
  'development/gate-queries.json',
  ...Array.from({ length: LAST_ROUND_FOR_THE_GATES - FIRST_ROUND_THE_RANKER_NEVER_SAW + 1 }, (_, index) => FIRST_ROUND_THE_RANKER_NEVER_SAW + index).flatMap(
    (round) => [`development/round-${round}/model-queries.json`, `development/round-${round}/editor-messages.json`],
  ),
] as const;
