import { changeOfTool } from '../change-markers.ts';
import type { EntityType } from '../../../conversations/working-memory/entity-type.ts';
import type { KeywordMatch } from '../keyword-index.ts';
import type { ToolMatch } from '../searchable-tool.ts';

/**
 * What the learned ranker reads about one candidate tool for one query, in this order. The weights file
 * (`data/tool-ranker.json`) names the features it was trained on; a list that differs from this one stops
 * start-up, since weights read against other features rank at random.
 */
export const RANKING_FEATURES = [
  'keywordConfidence',
  'keywordScoreShare',
  'keywordLogScore',
  'keywordReciprocalRank',
  'coverage',
  'nameCoverage',
  'phrasesCoverage',
  'descriptionCoverage',
  'categoryCoverage',
  'parametersCoverage',
  'learnedCoverage',
  'changeAsked',
  'heldBack',
  'makesChange',
  'vectorSimilarity',
  'vectorReciprocalRank',
  'vectorGapToBest',
  'inKeywordList',
  'inVectorList',
  'sameCategoryAsKeywordBest',
  'sameCategoryAsVectorBest',
  'prerequisiteOfKeywordBest',
  'relatedToKeywordBest',
  'vectorSimilarityInLongQuery',
  'coverageInLongQuery',
  'prerequisiteOfFirstMatches',
  'prerequisiteInLongQuery',
  'siteNameWords',
  'siteNameLongest',
  'siteNameKinds',
] as const;

export type RankingFeature = (typeof RANKING_FEATURES)[number];

const IN_VECTOR_LIST = RANKING_FEATURES.indexOf('inVectorList');

/**
 * Whether the vector search found any of a query's candidates: the ranker reads such queries with other trees than
 * those it read by keywords alone (`createToolRanker`). Pure.
 */
export function vectorsFoundAny(candidates: readonly RankingCandidate[]): boolean {
  return candidates.some(({ features }) => features[IN_VECTOR_LIST] === 1);
}

/** A query longer than this carries names and values no tool text has (as SHORT_QUERY_WORDS in gates/rule-gates.ts). */
const LONG_QUERY_WORDS = 8;
/**
 * The first this many tools of each list bring their prerequisites in as candidates. 5 ranked as 3
 * (`npm run train:ranker -- --cross-validate`, docs/decisions/036).
 */
const LOOKUP_SOURCES = 3;

export type RankingCandidate = { name: string; features: number[] };

export type RankingFeaturesOptions = {
  query: string;
  /** Best first, as the keyword index ranks them. */
  keywordMatches: readonly KeywordMatch[];
  /** Best first; empty when the embedding model cannot read the query. */
  vectorMatches: readonly ToolMatch[];
  categoryOf: (name: string) => string | undefined;
  prerequisitesOf: (name: string) => readonly string[];
  relatedTools: (name: string) => readonly string[];
  /** The kinds of the site's things the query names, each with the words of its longest name (`SiteNameIndex`). */
  namedSiteEntities?: ReadonlyMap<EntityType, number>;
  /** The kind of thing each tool works on (`toolEntityTypes`). */
  entityTypes?: ReadonlyMap<string, EntityType>;
};

/**
 * One row of RANKING_FEATURES per tool either list found, keyword matches first. Pure: the training script
 * and the engine read the same numbers. A list that lacks a tool scores it 0 there, with an indicator saying so.
 */
export function rankingFeatures({
  query,
  keywordMatches,
  vectorMatches,
  categoryOf,
  prerequisitesOf,
  relatedTools,
  namedSiteEntities = new Map(),
  entityTypes = new Map(),
}: RankingFeaturesOptions): RankingCandidate[] {
  const keywordBest = keywordMatches[0];
  const vectorBest = vectorMatches[0];
  const topScore = keywordBest?.evidence.score ?? 0;
  const longQuery = query.split(/\s+/).filter(Boolean).length > LONG_QUERY_WORDS ? 1 : 0;
  const keywordRank = new Map(keywordMatches.map((match, rank) => [match.name, { match, rank }]));
  const vectorRank = new Map(vectorMatches.map((match, rank) => [match.name, { match, rank }]));
  const prerequisites = new Set(keywordBest ? prerequisitesOf(keywordBest.name) : []);
  const related = new Set(keywordBest ? relatedTools(keywordBest.name) : []);
  const lookups = lookupsOfFirstMatches({ lists: [keywordMatches, vectorMatches], prerequisitesOf });
  // A named card or post makes the tools of its kind candidates though no word of theirs matched: decision 082.
  const ofNamedKinds = [...entityTypes].filter(([, type]) => namedSiteEntities.has(type)).map(([name]) => name);
  const names = [...new Set([...keywordMatches.map((match) => match.name), ...vectorMatches.map((match) => match.name), ...lookups.keys(), ...ofNamedKinds])];
  const flag = (value: boolean) => (value ? 1 : 0);
  const longestNamed = Math.max(0, ...namedSiteEntities.values());
  const namedWordsOf = (type: EntityType | undefined) => (type === undefined ? 0 : (namedSiteEntities.get(type) ?? 0));
  return names.map((name) => {
    const keyword = keywordRank.get(name);
    const vector = vectorRank.get(name);
    const evidence = keyword?.match.evidence;
    const keywordConfidence = keyword?.match.confidence ?? 0;
    const coverage = evidence?.coverage ?? 0;
    const similarity = vector?.match.confidence ?? 0;
    const category = categoryOf(name);
    const row: Record<RankingFeature, number> = {
      keywordConfidence,
      keywordScoreShare: evidence && topScore > 0 ? evidence.score / topScore : 0,
      keywordLogScore: Math.log1p(evidence?.score ?? 0),
      keywordReciprocalRank: keyword ? 1 / (keyword.rank + 1) : 0,
      coverage,
      nameCoverage: evidence?.fieldCoverage.name ?? 0,
      phrasesCoverage: evidence?.fieldCoverage.phrases ?? 0,
      descriptionCoverage: evidence?.fieldCoverage.description ?? 0,
      categoryCoverage: evidence?.fieldCoverage.category ?? 0,
      parametersCoverage: evidence?.fieldCoverage.parameters ?? 0,
      learnedCoverage: evidence?.fieldCoverage.learned ?? 0,
      changeAsked: flag(evidence?.changeAsked ?? false),
      heldBack: flag(evidence?.heldBack ?? false),
      makesChange: flag(changeOfTool(name) !== undefined),
      vectorSimilarity: similarity,
      vectorReciprocalRank: vector ? 1 / (vector.rank + 1) : 0,
      vectorGapToBest: vector && vectorBest ? vectorBest.confidence - similarity : 1,
      inKeywordList: flag(keyword !== undefined),
      inVectorList: flag(vector !== undefined),
      sameCategoryAsKeywordBest: flag(keywordBest !== undefined && category !== undefined && categoryOf(keywordBest.name) === category),
      sameCategoryAsVectorBest: flag(vectorBest !== undefined && category !== undefined && categoryOf(vectorBest.name) === category),
      prerequisiteOfKeywordBest: flag(prerequisites.has(name)),
      relatedToKeywordBest: flag(related.has(name)),
      vectorSimilarityInLongQuery: similarity * longQuery,
      coverageInLongQuery: coverage * longQuery,
      prerequisiteOfFirstMatches: lookups.get(name) ?? 0,
      prerequisiteInLongQuery: (lookups.get(name) ?? 0) * longQuery,
      siteNameWords: namedWordsOf(entityTypes.get(name)),
      siteNameLongest: flag(longestNamed > 0 && namedWordsOf(entityTypes.get(name)) === longestNamed),
      siteNameKinds: namedSiteEntities.size,
    };
    return { name, features: RANKING_FEATURES.map((feature) => row[feature]) };
  });
}

/**
 * The prerequisites of the first `LOOKUP_SOURCES` tools of each list, each with 1 / the best place of a tool that
 * needs it (1 for the best match's). An editor names what to change by its title ("the 'Ten essentials' post", "the
 * hero on the about page"), and the tool that finds it shares no word with the message; nor is the tool that needs
 * it always the best match ("add the 'people around a fire' photo to the post 'Campfire stories'" has
 * `cms_searchImages` first, `cms_updatePost` third and needs `cms_listPosts`). Pure.
 */
export function lookupsOfFirstMatches({
  lists,
  prerequisitesOf,
}: {
  /** Each best first. */
  lists: ReadonlyArray<readonly ToolMatch[]>;
  prerequisitesOf: (name: string) => readonly string[];
}): Map<string, number> {
  const lookups = new Map<string, number>();
  for (const matches of lists) {
    matches.slice(0, LOOKUP_SOURCES).forEach((match, place) => {
      for (const name of prerequisitesOf(match.name)) lookups.set(name, Math.max(lookups.get(name) ?? 0, 1 / (place + 1)));
    });
  }
  return lookups;
}
