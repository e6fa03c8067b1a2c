import { hasQuestionMark } from '../../../text/question-mark.ts';
import { negates } from '../../../text/negates.ts';
import { changeOfTool } from '../change-markers.ts';
import { type GateEvidence, runnerUpOf } from './gate-evidence.ts';
import { isShortQuery } from './rule-gates.ts';

/**
 * What the learned gates read about one query, in this order. The weights file (`data/search-gates.json`) names the
 * features it was trained on; a list that differs stops start-up. Every feature is about how the search went, not
 * about this catalogue's words, so the gates carry to other catalogues as the ranker does.
 */
export const GATE_FEATURES = [
  'bestConfidence',
  'runnerUpConfidence',
  'runnerUpShare',
  'bestIsKeywordBest',
  'keywordConfidence',
  'keywordRunnerUpScoreShare',
  'keywordBestNameCoverage',
  'keywordBestPhrasesCoverage',
  'keywordBestKnownCoverage',
  'keywordBestChangeAsked',
  'keywordBestChangeNotAsked',
  'bestChangeNegated',
  'vectorsAnswered',
  'vectorSimilarity',
  'keywordBestVectorSimilarity',
  'keywordBestVectorReciprocalRank',
  'vectorsAgree',
  'unknownShare',
  'unknownWords',
  'baseLanguageShare',
  'contentWords',
  'shortQuery',
  'asksSomething',
  'pathBm25',
  'pathVector',
] as const;

export type GateFeature = (typeof GATE_FEATURES)[number];

/** Beyond a few, more unknown words say no more. */
const MAX_UNKNOWN_WORDS = 4;

/** One row of GATE_FEATURES for a query. Pure: the training script and the engine read the same numbers. */
export function gateFeatures({ query, path, matches, keywordMatches, vectorMatches, words, prerequisitesOf }: GateEvidence): number[] {
  const best = matches[0];
  const keywordBest = keywordMatches[0];
  const keywordNeeded = new Set(keywordBest ? prerequisitesOf(keywordBest.name) : []);
  const keywordRunnerUp = keywordMatches.slice(1).find((match) => !keywordNeeded.has(match.name));
  const vectorRank = keywordBest ? vectorMatches.findIndex((match) => match.name === keywordBest.name) : -1;
  const evidence = keywordBest?.evidence;
  const runnerUp = runnerUpOf(matches, prerequisitesOf);
  const flag = (value: boolean) => (value ? 1 : 0);
  const row: Record<GateFeature, number> = {
    bestConfidence: best?.confidence ?? 0,
    runnerUpConfidence: runnerUp?.confidence ?? 0,
    runnerUpShare: best && runnerUp && best.confidence > 0 ? runnerUp.confidence / best.confidence : 0,
    bestIsKeywordBest: flag(best !== undefined && best.name === keywordBest?.name),
    keywordConfidence: keywordBest?.confidence ?? 0,
    keywordRunnerUpScoreShare: evidence && keywordRunnerUp && evidence.score > 0 ? keywordRunnerUp.evidence.score / evidence.score : 0,
    keywordBestNameCoverage: evidence?.fieldCoverage.name ?? 0,
    keywordBestPhrasesCoverage: evidence?.fieldCoverage.phrases ?? 0,
    // How much of what the catalogue can read the best match explains: names and values no tool has left aside.
    keywordBestKnownCoverage: evidence && words.knownShare > 0 ? Math.min(1, evidence.coverage / words.knownShare) : 0,
    keywordBestChangeAsked: flag(evidence?.changeAsked ?? false),
    // The best tool makes a change the query's words neither ask for nor rule out ("ok and the other one? the footer menu").
    keywordBestChangeNotAsked: flag(keywordBest !== undefined && changeOfTool(keywordBest.name) !== undefined && !evidence?.changeAsked && !evidence?.heldBack),
    // "no need to archive or delete the post, just tell me when it went out": a negation is seldom about reading.
    bestChangeNegated: flag(best !== undefined && changeOfTool(best.name) !== undefined && negates(query)),
    vectorsAnswered: flag(vectorMatches.length > 0),
    vectorSimilarity: vectorMatches[0]?.confidence ?? 0,
    keywordBestVectorSimilarity: vectorRank >= 0 ? vectorMatches[vectorRank]!.confidence : 0,
    keywordBestVectorReciprocalRank: vectorRank >= 0 ? 1 / (vectorRank + 1) : 0,
    vectorsAgree: flag(keywordBest !== undefined && vectorMatches[0]?.name === keywordBest.name),
    unknownShare: words.unknownShare,
    unknownWords: Math.min(words.unknownCount, MAX_UNKNOWN_WORDS),
    baseLanguageShare: words.baseLanguageShare,
    contentWords: Math.log1p(words.count),
    shortQuery: flag(isShortQuery(query)),
    // "when I publish a post is it live straight away?" asks, where "publish the post" requests; "could you publish
    // it?" does both, which the other features tell apart. No word list: the mark is the same in every language.
    asksSomething: flag(hasQuestionMark(query)),
    pathBm25: flag(path === 'bm25'),
    pathVector: flag(path === 'vector'),
  };
  return GATE_FEATURES.map((feature) => row[feature]);
}
