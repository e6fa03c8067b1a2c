import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import { boundText } from '../../text/bound-text.ts';
import { type LanguageDetector, loadLanguageDetector } from '../../text/detect-language.ts';
import { hasQuestionMark } from '../../text/question-mark.ts';
import { isSmallTalk } from '../../text/small-talk.ts';
import { splitRequests } from '../../text/split-requests.ts';
import type { CatalogueLimit, CatalogueLimits } from './catalogue-limits.ts';
import type { SiteChange } from './change-markers.ts';
import { expandWithRelatedTools } from './expand-related-tools.ts';
import { focusAnswer, focusOnEachRequest } from './focus-answer.ts';
import type { GateVerdict, SearchGates } from './gates/gate-evidence.ts';
import { gatesForCatalogue } from './gates/gates-for-catalogue.ts';
import { ruleGates } from './gates/rule-gates.ts';
import { insertPrerequisites } from './insert-prerequisites.ts';
import type { KeywordIndexOptions, KeywordMatch } from './keyword-index.ts';
import { namedToolsFirst, toolNames } from './named-tools.ts';
import { createPhraseReaders } from './phrase-readers.ts';
import type { QueryWords } from './query-words.ts';
import { rankedToolSearch } from './ranker/ranked-tool-search.ts';
import type { ToolRanker } from './ranker/tool-ranker.ts';
import { hasPhrases, type SearchableTool, strongMatches, type ToolMatch } from './searchable-tool.ts';
import { NO_SITE_NAMES, type SiteNameIndex } from './site-names/site-names.ts';
import { type RoutingConfig, smartToolSearch } from './smart-tool-search.ts';
import { openVectorToolIndex, type VectorIndexBuild } from './vector-tool-index.ts';
import { changeOfReadOnlyKind, kindNoun, type SiteKinds } from './read-only-kinds.ts';
import type { AnswerChooser } from './answer/answer-chooser.ts';

export type ToolRanking = {
  /**
   * The ranking: best first, the best match's prerequisites above the weak matches, filled up to the limit with
   * related tools. Kept when the gates say nothing matched: a message's ranking still finds the tools an earlier
   * turn used ("and the desert one?").
   */
  names: string[];
  /**
   * What `tool_search` answers: nothing when the gates say nothing matched, else the places of `names` the answer
   * chooser keeps, or without one the focused answer when one tool explains the whole query, else `names`.
   */
  answer: string[];
  path: 'bm25' | 'vector' | 'hybrid';
  /** Confidence of the best match, 0 when no match reached the floor. */
  topConfidence: number;
  /** The confident matches, best first, before prerequisites and related tools are added: what the margins are read from. */
  matches: ToolMatch[];
  /** What the gates after the search decided: "nothing matched", and whether the best match may be pre-routed. */
  verdict: GateVerdict;
  /** The query reads as written in a language the catalogue has no phrases in: nothing matched, nothing pre-routed. */
  otherLanguage: boolean;
  /** The changes the query's asking words name (`QueryWords.changesAsked`): a tool that only reads cannot carry them out. */
  changesAsked: readonly SiteChange[];
  /** What the catalogue lacks for the query, when that is why nothing matched. */
  lacking?: Lacking;
};

/**
 * Why nothing matched, when the catalogue knows: a capability it lacks (one of its `limits`), or a change to a kind of
 * the site's things it only reads ("entries").
 */
export type Lacking = { capability: string } | { readOnlyKind: string };

export interface ToolSearchEngine {
  readonly vectorBuild: VectorIndexBuild;
  rank(options: { query: string; limit: number }): Promise<ToolRanking>;
  /**
   * Rebuilds the keyword index with these extra phrases per tool (the site's learned phrases), replacing
   * the previous ones; searches from then on use it. The vectors stay as they are. The same phrases again
   * keep the index: a site that has learned nothing builds it once at startup, not twice.
   */
  setLearnedPhrases(phrasesByTool: ReadonlyMap<string, readonly string[]>): void;
  /** Replaces the site's names the ranker reads (`siteNames`); searches from then on use them. */
  setSiteNames(siteNames: SiteNameIndex): void;
}

export type CreateToolSearchEngineOptions = {
  tools: readonly SearchableTool[];
  lanceDirectory: string;
  tableName?: string;
  embedder: Embedder;
  routing: RoutingConfig;
  /** Matches under this confidence are dropped, so small talk finds no tools. */
  minConfidence: number;
  keyword?: KeywordIndexOptions;
  relatedTools?: (name: string) => readonly string[];
  prerequisitesOf?: (name: string) => readonly string[];
  /** The learned score combiner (`ranker/`); without it the routed search merges by hand-set weights. */
  ranker?: ToolRanker;
  /**
   * Which places of the ranking `tool_search` answers with (`answer/`); without it, or on a catalogue without phrases
   * (the trees were fitted on rankings that rest on phrases), the focused answer or every place.
   */
  answerChooser?: AnswerChooser;
  /**
   * The decisions after the search ("nothing matched", pre-routing); default: the hand-set rules (`gates/rule-gates.ts`).
   * On a catalogue without phrases the hand-set rule says "nothing matched" whatever gates are given (`gatesForCatalogue`).
   */
  gates?: SearchGates;
  /**
   * The site's own names (titles, headings, labels): a request that names one is evidence for the tools of its kind
   * (`siteKinds.entityTypes`). Read by the ranker only. Default: none, as for an external catalogue.
   */
  siteNames?: SiteNameIndex;
  /**
   * The kind of the site's things each tool works on, and the kinds no tool changes: a request to change one of those
   * matches nothing (`changeOfReadOnlyKind`). Default: none known, as for an external catalogue.
   */
  siteKinds?: SiteKinds;
  /** What the catalogue cannot do: a request one of these explains better than any tool matches nothing. Default: none. */
  limits?: readonly CatalogueLimit[];
  /**
   * Whether `limits` speak for a tool: Wayfinder's limits for its own tools, not for an external server's, which may
   * do what Wayfinder cannot ("translate a text into German" is a limit until a translation server is connected). A
   * request with a strong match the limits do not speak for is never refused by one. Default: every tool.
   */
  limitsSpeakFor?: (name: string) => boolean;
  /** Reads a query's language, so one in a language without phrases is sent back for English; default: ELD. */
  detectLanguage?: LanguageDetector;
  logger: Logger;
  onProgress?: (done: number, total: number) => void;
  /** Whether vectors of tools not in `tools` are deleted (default); see `openVectorToolIndex`. */
  deleteOtherToolVectors?: boolean;
};

/**
 * The search behind `tool_search`, for any catalogue: Wayfinder's own tools at startup, or an
 * external catalogue in the eval harness. Same code either way, so the harness measures what ships.
 */
export async function createToolSearchEngine({
  tools,
  lanceDirectory,
  tableName,
  embedder,
  routing,
  minConfidence,
  keyword,
  relatedTools = () => [],
  prerequisitesOf = () => [],
  ranker,
  answerChooser: givenAnswerChooser,
  gates: givenGates = ruleGates,
  detectLanguage: givenDetectLanguage,
  siteNames: givenSiteNames = NO_SITE_NAMES,
  siteKinds,
  limits = [],
  limitsSpeakFor = () => true,
  logger,
  onProgress,
  deleteOtherToolVectors,
}: CreateToolSearchEngineOptions): Promise<ToolSearchEngine> {
  const detectLanguage = givenDetectLanguage ?? (await loadLanguageDetector());
  let readers = createPhraseReaders({ tools, limits, keyword, detectLanguage });
  let learned: ReadonlyMap<string, readonly string[]> = new Map();
  let siteNames = givenSiteNames;
  const categories = new Map(tools.map((tool) => [tool.name, tool.category]));
  const categoryOf = (name: string) => categories.get(name);
  const catalogueNames = toolNames(tools.map((tool) => tool.name));
  const gates = gatesForCatalogue({ gates: givenGates, tools });
  const answerChooser = hasPhrases(tools) ? givenAnswerChooser : undefined;
  const vectorIndex = await openVectorToolIndex({
    directory: lanceDirectory,
    tableName,
    tools,
    embedder,
    logger,
    onProgress,
    deleteOtherTools: deleteOtherToolVectors,
  });
  const limitAskedFor = (
    query: string,
    {
      matches,
      keywordMatches,
      words,
      limits: readerLimits,
    }: { matches: readonly ToolMatch[]; keywordMatches: readonly KeywordMatch[]; words: QueryWords; limits: CatalogueLimits },
  ): Lacking | undefined => {
    if (!strongMatches(matches).every((match) => limitsSpeakFor(match.name))) return undefined;
    const limit = readerLimits.askedFor(query, { bestTool: keywordMatches[0], words });
    return limit && { capability: limit.capability };
  };
  const readOnlyChangeAsked = (query: string, matches: readonly ToolMatch[], changesAsked: readonly SiteChange[]): Lacking | undefined => {
    const kind = siteKinds && changeOfReadOnlyKind({ matches, changesAsked, isQuestion: hasQuestionMark(query), kinds: siteKinds });
    return kind ? { readOnlyKind: kindNoun(kind) } : undefined;
  };
  return {
    vectorBuild: vectorIndex.build,
    async rank({ query: fullQuery, limit }) {
      const query = boundText(fullQuery);
      const named = catalogueNames.namedIn(query);
      // A language without phrases matches other languages' words by chance (Danish "Slet den gamle prisside" had
      // cms_replaceImage): the model is asked to search again in English instead. A tool's name reads the same in any,
      // and a query made mostly of the catalogue's own words is in its language whatever stop words it shares.
      const { reader, words, otherLanguage } = readers.readerFor(query, { named: named.length > 0 });
      const { keywordIndex } = reader;
      const searchOptions = { query, limit, keywordIndex, vectorIndex, routing, logger };
      const { matches, path, keywordMatches, vectorMatches, rankerProbabilities } = ranker
        ? await rankedToolSearch({
            ...searchOptions,
            ranker,
            categoryOf,
            prerequisitesOf,
            relatedTools,
            namedSiteEntities: siteNames.namedIn(query),
            entityTypes: siteKinds?.entityTypes,
          })
        : await smartToolSearch(searchOptions);
      const confidentOf = (list: readonly ToolMatch[]) => namedToolsFirst({ matches: list, named }).filter((match) => match.confidence >= minConfidence);
      const confident = confidentOf(matches);
      // A greeting or thanks asks for nothing, though its words match tools by chance ("good morning" had cms_deletePost).
      const asksNothing = named.length === 0 && isSmallTalk(query);
      const judged =
        otherLanguage || asksNothing
          ? { nothingMatched: true, offerBest: false }
          : gates.judge({ query, path, matches: confident, keywordMatches, vectorMatches, words, prerequisitesOf });
      // The gates learned "nothing matched" from words; a query that names one of the catalogue's tools was matched.
      // A known limit overrules the gates, and names what is lacking when they had refused the search as well.
      const lacking =
        named.length > 0 || otherLanguage || asksNothing
          ? undefined
          : (limitAskedFor(query, { matches: confident, keywordMatches, words, limits: reader.limits }) ??
            readOnlyChangeAsked(query, confident, words.changesAsked));
      const verdict = named.length > 0 ? { ...judged, nothingMatched: false } : lacking ? { nothingMatched: true, offerBest: false } : judged;
      const names = expandWithRelatedTools({ names: insertPrerequisites({ matches: confident, prerequisitesOf, limit }), limit, relatedTools });
      // One tool explains the whole query: its near ties are read by their own keyword confidences. The ranker orders
      // the places below it, each with its place's confidence ("update and publish a blog post" lost cms_updatePost to
      // cms_listPosts when the focus read places): docs/decisions/106.
      const focused = focusAnswer({ matches: confidentOf(keywordMatches.slice(0, limit)), path, limit, prerequisitesOf, categoryOf });
      const requests = splitRequests(query, { languages: reader.queryLanguages });
      const ruleAnswer = focused
        ? focusOnEachRequest({
            focused,
            requests,
            matchesOf: (request) => keywordIndex.search({ query: request, limit }),
            limit,
            prerequisitesOf,
            categoryOf,
          })
        : names;
      const answer = answerChooser
        ? answerChooser.choose({
            query,
            names,
            matches: confident,
            path,
            ruleAnswer,
            requests: requests.length,
            rankerProbabilities,
            prerequisitesOf,
            categoryOf,
          })
        : ruleAnswer;
      return {
        names,
        answer: verdict.nothingMatched ? [] : answer,
        path,
        topConfidence: confident[0]?.confidence ?? 0,
        matches: confident,
        verdict,
        otherLanguage,
        changesAsked: words.changesAsked,
        lacking,
      };
    },
    setSiteNames(names) {
      siteNames = names;
    },
    setLearnedPhrases(phrasesByTool) {
      if (samePhrases(learned, phrasesByTool)) return;
      learned = phrasesByTool;
      readers = readers.withTools(tools.map((tool) => (phrasesByTool.has(tool.name) ? { ...tool, learnedPhrases: phrasesByTool.get(tool.name) } : tool)));
    },
  };
}

function samePhrases(a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [tool, phrases] of a) {
    const other = b.get(tool);
    if (!other || other.length !== phrases.length || phrases.some((phrase, index) => phrase !== other[index])) return false;
  }
  return true;
}
