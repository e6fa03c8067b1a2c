import type { ToolMatch } from '../searchable-tool.ts';

/**
 * What the answer trees read about each place of a ranking, in this order. The weights file (`data/answer-chooser.json`)
 * names the features it was trained on; a list that differs stops start-up. Like the gates' features, they describe
 * how the search went (confidences, places, the rule's focus), not this catalogue's words.
 */
export const ANSWER_FEATURES = [
  'place',
  'confidence',
  'shareOfBest',
  'bestConfidence',
  'isMatch',
  'prerequisiteOfAbove',
  'relatedFill',
  'sameCategoryAsBest',
  'ruleFocused',
  'inRuleAnswer',
  'pathBm25',
  'pathVector',
  'matches',
  'requests',
  'placeAboveShareOfBest',
  'queryWords',
  'rankerProbability',
  'rankerShareOfTop',
] as const;

/** A place whose tool the ranker did not score (a related tool filling the ranking, or no ranker read the query). */
const NOT_SCORED = -1;

/** Whitespace-separated words of the query, counted up to this many: past it a message is long either way. */
const MAX_QUERY_WORDS = 60;

export type AnswerEvidence = {
  query: string;
  /** The ranking's places, best first: the best match, its prerequisites, weaker matches, related tools. */
  names: readonly string[];
  /** The confident matches the places were filled from, best first. */
  matches: readonly ToolMatch[];
  path: 'bm25' | 'vector' | 'hybrid';
  /** What the hand-set rule answers (`focusAnswer`, else every place). */
  ruleAnswer: readonly string[];
  /** How many requests the query makes (`splitRequests`). */
  requests: number;
  /** The learned ranker's probability for each tool it scored; absent when no ranker read the query. */
  rankerProbabilities?: ReadonlyMap<string, number>;
  prerequisitesOf: (name: string) => readonly string[];
  categoryOf: (name: string) => string | undefined;
};

/** Whether the hand-set rule answers with less than the whole ranking (`focusAnswer`: one tool explains the query). Pure. */
export function ruleFocused({ names, ruleAnswer }: Pick<AnswerEvidence, 'names' | 'ruleAnswer'>): boolean {
  return ruleAnswer.length !== names.length || ruleAnswer.some((name, place) => name !== names[place]);
}

/** The query's whitespace-separated words, counted up to MAX_QUERY_WORDS. Pure. */
export function queryWords(query: string): number {
  return Math.min(query.split(/\s+/u).filter(Boolean).length, MAX_QUERY_WORDS);
}

/** One row of ANSWER_FEATURES per place of `names`. Pure. */
export function answerFeatures({
  query,
  names,
  matches,
  path,
  ruleAnswer,
  requests,
  rankerProbabilities = new Map(),
  prerequisitesOf,
  categoryOf,
}: AnswerEvidence): number[][] {
  const confidenceOf = new Map(matches.map((match) => [match.name, match.confidence]));
  const best = matches[0]?.confidence ?? 0;
  const share = (confidence: number) => (best > 0 ? confidence / best : 0);
  const focused = ruleFocused({ names, ruleAnswer });
  const bestCategory = names[0] === undefined ? undefined : categoryOf(names[0]);
  const words = queryWords(query);
  // The places' confidences are the routed search's, place by place; the ranker's probability is the tool's own.
  const topProbability = Math.max(0, ...rankerProbabilities.values());
  return names.map((name, place) => {
    const probability = rankerProbabilities.get(name);
    const confidence = confidenceOf.get(name) ?? 0;
    const isMatch = confidenceOf.has(name);
    const prerequisite = names.slice(0, place).some((above) => prerequisitesOf(above).includes(name));
    const above = place > 0 ? (confidenceOf.get(names[place - 1]!) ?? 0) : confidence;
    return [
      place,
      confidence,
      share(confidence),
      best,
      isMatch ? 1 : 0,
      prerequisite ? 1 : 0,
      !isMatch && !prerequisite ? 1 : 0,
      categoryOf(name) === bestCategory ? 1 : 0,
      focused ? 1 : 0,
      ruleAnswer.includes(name) ? 1 : 0,
      path === 'bm25' ? 1 : 0,
      path === 'vector' ? 1 : 0,
      matches.length,
      requests,
      share(above),
      words,
      probability ?? NOT_SCORED,
      probability === undefined || topProbability === 0 ? NOT_SCORED : probability / topProbability,
    ];
  });
}
