import { DEVELOPMENT_SETS } from '../ranker/development-sets.ts';

/**
 * The query sets the gates are fitted and cross-validated on: the ranker's development sets and
 * `development/gate-queries.json` (searches for capabilities the catalogue lacks, and searches that name other
 * platforms or values, which have a tool). Never `data/eval/frozen/`.
 *
 * Not the former frozen rounds yet: with round-1/model-queries.json among them, no unknown-share floor below 1 refuses
 * at most 1% of every set's searches that have a tool (3 of its 172 at 0.75), and "nothing matched" all but stopped
 * ("crop image to square" got image tools). How the floor is fitted on them is the gates' own work.
 */
export const GATE_SETS = [...DEVELOPMENT_SETS.filter((set) => !set.startsWith('development/round-')), 'development/gate-queries.json'] as const;
