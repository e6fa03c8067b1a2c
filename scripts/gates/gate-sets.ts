import { DEVELOPMENT_SETS } from '../ranker/development-sets.ts';

/**
 * The query sets the gates are fitted and cross-validated on: the ranker's development sets and
 * `development/gate-queries.json` (searches for capabilities the catalogue lacks, and searches that name other
 * platforms or values, which have a tool). Never `data/eval/frozen/`.
 *
 * Not the former frozen rounds (`development/round-*`), which the ranker is fitted on: fitted on them too, the
 * pre-route threshold rose (0.573 -> 0.593) and the token benchmark's Type B turns needed a search more often than
 * the oracle's steps allow, while the rounds' own held-out numbers were no better (decision 039); with rounds 1–6 the
 * threshold rose to 0.594 and Type B steps were missed again (decision 049).
 */
export const GATE_SETS = [...DEVELOPMENT_SETS.filter((set) => !set.startsWith('development/round-')), 'development/gate-queries.json'] as const;
