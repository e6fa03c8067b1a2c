import { DEVELOPMENT_SETS } from '../ranker/development-sets.ts';

/**
 * The query sets the gates are fitted and cross-validated on: the ranker's development sets and
 * `development/gate-queries.json` (searches for capabilities the catalogue lacks, and searches that name other
 * platforms or values, which have a tool). Never `data/eval/frozen/`.
 */
export const GATE_SETS = [...DEVELOPMENT_SETS, 'development/gate-queries.json'] as const;
