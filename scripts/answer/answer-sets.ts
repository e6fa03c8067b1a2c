import { roundSets } from '../ranker/development-sets.ts';

/**
 * Former frozen rounds the answer chooser is fitted on: rounds the ranker never saw. The chooser reads the ranker's
 * probabilities, which on the ranker's own training queries are surer than on new text (as the gates found, decisions
 * 039 and 084); fitted on rounds 24–48 it learns how far to trust them on text like the agent's (docs/decisions/100).
 */
const FIRST_ROUND_FOR_THE_ANSWERS = 24;
export const LAST_ROUND_FOR_THE_ANSWERS = 48;

/** The query sets the answer chooser is fitted and cross-fitted on. Never `data/eval/frozen/`. */
export const ANSWER_SETS: readonly string[] = roundSets(FIRST_ROUND_FOR_THE_ANSWERS, LAST_ROUND_FOR_THE_ANSWERS);
