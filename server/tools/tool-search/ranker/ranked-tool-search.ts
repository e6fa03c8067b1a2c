import { mergeMatches } from '../merge-matches.ts';
import type { ToolMatch } from '../searchable-tool.ts';
import { choosePath, type SmartToolSearchOptions, type SmartToolSearchResult } from '../smart-tool-search.ts';
import type { ToolRanker } from './tool-ranker.ts';
import { type RankingCandidate, type RankingFeaturesOptions, rankingFeatures } from './tool-ranking-features.ts';

export type RankedToolSearchOptions = SmartToolSearchOptions & {
  ranker: ToolRanker;
  categoryOf: (name: string) => string | undefined;
  prerequisitesOf: (name: string) => readonly string[];
  relatedTools: (name: string) => readonly string[];
} & Pick<RankingFeaturesOptions, 'namedSiteEntities' | 'entityTypes'>;

/**
 * `smartToolSearch` with the learned ranker as the score combiner: both lists are always read, and the tools
 * either found are ordered by the ranker, below BM25's best match when BM25 answers alone. The path, the
 * number of matches and their confidences stay what the routed search would say, so the gates after it
 * (nothing matched, strong matches, focused answer, pre-routing) keep their meaning; the ranker decides which
 * tools hold those places.
 */
export async function rankedToolSearch({
  query,
  limit,
  keywordIndex,
  vectorIndex,
  routing,
  logger,
  ranker,
  categoryOf,
  prerequisitesOf,
  relatedTools,
  namedSiteEntities,
  entityTypes,
}: RankedToolSearchOptions): Promise<SmartToolSearchResult> {
  const keywordMatches = keywordIndex.search({ query, limit: limit * 2 });
  const vectorMatches = await vectorIndex.search({ query, limit: limit * 2 }).catch((error: unknown) => {
    logger.warn({ err: error }, 'vector tool search failed; ranking BM25 matches alone');
    return [];
  });
  const path = choosePath({ topKeywordConfidence: keywordMatches[0]?.confidence ?? 0, vectorsAnswered: vectorMatches.length > 0, routing });
  const similarEnough = vectorMatches.filter((match) => match.confidence >= routing.vectorOnlyMinConfidence);
  const routedMatches = {
    bm25: keywordMatches.slice(0, limit),
    vector: similarEnough.slice(0, limit),
    hybrid: mergeMatches({ keywordMatches, vectorMatches, limit, weights: routing.weights }),
  }[path];
  const lists = { keywordMatches, vectorMatches };
  // The ranker was fitted on tools found through their phrases. When no keyword match rests on a phrase (a catalogue
  // without phrases, or only an external server's tools matched), its weights read evidence they never saw: applied
  // to ToolLens, MetaTool and ToolRet-APIGen they lowered nDCG@10 by 0.005 to 0.046. The routed merge stands.
  if (!keywordMatches.some((match) => match.evidence.fieldCoverage.phrases > 0)) return { matches: routedMatches, path, ...lists };
  const scored = rankingFeatures({ query, keywordMatches, vectorMatches, categoryOf, prerequisitesOf, relatedTools, namedSiteEntities, entityTypes });
  // Every candidate's probability, those of tools it does not order too: the answer chooser reads them (docs/decisions/100).
  const allScores = ranker.score(scored);
  const rankerProbabilities = new Map(scored.map((candidate, index) => [candidate.name, allScores[index]!]));
  // A confident keyword best match keeps first place (what pre-routing offers, and what the focused answer is built
  // around); the ranker orders the places below it. Ranking the first place too cost pre-routing precision: docs/tool-search.md.
  const keptBest = path === 'bm25' ? routedMatches[0] : undefined;
  const places = keptBest ? routedMatches.slice(1) : routedMatches;
  // Vectors alone answer only with tools similar enough, as in the routed search: the nearest tool to "hello" is no answer.
  const allowed = path === 'vector' ? new Set(similarEnough.map((match) => match.name)) : undefined;
  // Scored again without the tools it may not place: which trees score (with or without vectors) depends on the candidates.
  const candidates = scored.filter((candidate) => candidate.name !== keptBest?.name && (allowed === undefined || allowed.has(candidate.name)));
  const ranked = orderByRanker({ candidates, scores: ranker.score(candidates), confidences: places.map((match) => match.confidence) });
  return { matches: keptBest ? [keptBest, ...ranked] : ranked, path, ...lists, rankerProbabilities };
}

/**
 * Candidates best first by the ranker's score, the n-th taking the n-th of `confidences` (the routed search's
 * confidences, best first), so as many matches as the routed search found, with its confidences: the ranker
 * decides which tools they are. Pure. Equal scores keep the candidates' order (keyword matches first).
 */
export function orderByRanker({
  candidates,
  scores,
  confidences,
}: {
  candidates: readonly RankingCandidate[];
  scores: readonly number[];
  confidences: readonly number[];
}): ToolMatch[] {
  return candidates
    .map((candidate, index) => ({ name: candidate.name, score: scores[index]!, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, confidences.length)
    .map(({ name }, position) => ({ name, confidence: confidences[position]!, source: 'hybrid' as const }));
}
