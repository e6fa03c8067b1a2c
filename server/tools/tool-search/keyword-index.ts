import { asksForCorrection } from '../../text/asks-for-correction.ts';
import { namesPartOfContent } from '../../text/names-part-of-content.ts';
import { splitNegated } from '../../text/split-negated.ts';
import { stripValues } from '../../text/strip-values.ts';
import { valueKindWords } from '../../text/value-kind-words.ts';
import { createTypoCorrector } from '../../text/typo-corrector.ts';
import { analyzeQuery } from './analyze-query.ts';
import { analyzeToolOnce, type KeywordField, phraseTermSets, phraseWordLanguages } from './analyze-tool.ts';
import { createBm25FieldIndex } from './bm25-field-index.ts';
import { learnChangeMarkers, type SiteChange } from './change-markers.ts';
import { holdBackOtherChanges, keywordConfidences, queryCoverage, toolChange, wordWeigher } from './keyword-confidence.ts';
import { describeQueryWords, type QueryWords } from './query-words.ts';
import type { SearchableTool, ToolMatch } from './searchable-tool.ts';
import { PHRASE_LANGUAGES, type PhraseLanguage } from './tool-metadata.ts';
import { toolVocabulary } from './tool-vocabulary.ts';

export type KeywordIndexOptions = {
  /** BM25F field weights: a match in the name counts more than one in the description. */
  fieldWeights?: Partial<Record<KeywordField, number>>;
  /** Stemmers applied to queries, whose language is unknown. */
  queryLanguages?: readonly PhraseLanguage[];
  dropStopWords?: boolean;
  /** Whether a query word the index lacks is split into known compound parts or corrected as a typo (default true). */
  readUnknownWords?: boolean;
};

export const DEFAULT_FIELD_WEIGHTS: Record<KeywordField, number> = {
  name: 3,
  phrases: 2,
  description: 1,
  category: 1,
  parameters: 0.5,
  // An editor's whole message, with the site's own names in it ("the careers page"), not a phrase written for the
  // tool: at the phrases' weight it pulled wrong tools to the top (scripts/eval-discovery.ts --learn-half, docs/learning-from-use.md).
  learned: 0.25,
};

/** What a keyword match rests on, for the learned ranker (`ranker/tool-ranking-features.ts`). */
export type KeywordEvidence = {
  /** BM25F score after the change-marker weight. */
  score: number;
  /** Share of the query's word weight the tool matches, over all fields and per field. */
  coverage: number;
  fieldCoverage: Record<KeywordField, number>;
  /** The query's words ask for the tool's change, or clearly for another one (its score was multiplied by OTHER_CHANGE_WEIGHT). */
  changeAsked: boolean;
  heldBack: boolean;
};

export type KeywordMatch = ToolMatch & { evidence: KeywordEvidence };

export interface KeywordIndex {
  search(options: { query: string; limit: number }): KeywordMatch[];
  /** How much of the query the catalogue's words know, for the decisions after the search. */
  describeQuery(query: string): QueryWords;
  /** The analysed terms of a tool's texts; none for a name the index does not hold. */
  termsOf(name: string): ReadonlySet<string>;
}

/**
 * BM25F over the catalogue's analysed texts, queried in every language at once. A match's confidence is the
 * share of the query's weight the tool explains times its score relative to the best match.
 */
export function createKeywordIndex(tools: readonly SearchableTool[], options: KeywordIndexOptions = {}): KeywordIndex {
  const fieldWeights = { ...DEFAULT_FIELD_WEIGHTS, ...options.fieldWeights };
  const queryLanguages = options.queryLanguages ?? PHRASE_LANGUAGES;
  const dropStopWords = options.dropStopWords ?? true;

  const analyzed = tools.map((tool) => analyzeToolOnce({ tool, queryLanguages, dropStopWords }));
  const bm25Index = createBm25FieldIndex({ documents: analyzed.map(({ fields }) => fields), fieldWeights });
  const termsByTool = analyzed.map(({ fields }) => new Set(Object.values(fields).flat()));
  const positions = new Map(tools.map((tool, position) => [tool.name, position]));
  const fieldTermsByTool = analyzed.map(({ fields }) => Object.entries(fields).map(([field, terms]) => [field as KeywordField, new Set(terms)] as const));
  const changeMarkers = learnChangeMarkers(phraseTermSets(tools, analyzed));
  const changes = tools.map((tool) => toolChange(tool.name));
  const wordWeight = wordWeigher(bm25Index.idfByTerm);
  const queryAnalysis = {
    phraseWords: phraseWordLanguages(analyzed),
    isKnownTerm: (term: string) => bm25Index.idfByTerm.has(term),
    correctTypo: createTypoCorrector(toolVocabulary(tools)),
    queryLanguages,
    dropStopWords,
    readUnknownWords: options.readUnknownWords ?? true,
  };
  // The catalogue's own language: what its names, descriptions and parameters say, and its English phrases.
  const baseTerms = new Set(
    analyzed.flatMap(({ fields, phrases }) => [
      ...fields.name,
      ...fields.description,
      ...fields.category,
      ...fields.parameters,
      ...phrases.filter((phrase) => phrase.language === 'en').flatMap((phrase) => phrase.words.flatMap((word) => word.terms)),
    ]),
  );
  const changesIn = (terms: Iterable<string>) => new Set([...terms].flatMap((term) => changeMarkers.get(term) ?? []));
  // The changes asked for are read from the words that ask, not from what the query names ("rename the page
  // 'Deleted scenes'") nor from what it rules out ("don't delete anything, just rename it"); BM25 reads every word.
  const readChanges = (query: string, words: readonly (readonly string[])[]) => {
    const requestTerms = new Set(words.flat());
    const asking = stripValues(query);
    const { asked, negated } = splitNegated(asking);
    const termsOf = (text: string) => (text === query ? requestTerms : new Set(analyzeQuery({ query: text, ...queryAnalysis }).flat()));
    const askedTerms = termsOf(asked);
    const requestChanges = changesIn(askedTerms);
    // A report that something reads or points wrong asks for a change in no marker's words ("the footer Instagram
    // link is wrong, it should be …"): the tools that add or delete are then as unlikely as for "change".
    if (requestChanges.size === 0 && asksForCorrection(asking)) requestChanges.add('change');
    // Taking a paragraph, a button or a price out of a section edits the section: the tools that change it are
    // as likely as those that delete ("delete the second paragraph of Our story").
    if (requestChanges.has('delete') && namesPartOfContent(asked)) requestChanges.add('change');
    const negatedChanges = negated === '' ? new Set<SiteChange>() : new Set([...changesIn(termsOf(negated))].filter((change) => !requestChanges.has(change)));
    return { askedTerms, requestChanges, negatedChanges };
  };

  return {
    termsOf: (name) => {
      const position = positions.get(name);
      return position === undefined ? new Set() : termsByTool[position]!;
    },
    describeQuery: (query) => {
      const words = analyzeQuery({ query, ...queryAnalysis });
      return describeQueryWords({
        words,
        askingWords: analyzeQuery({ query: stripValues(query), ...queryAnalysis }),
        isKnownTerm: queryAnalysis.isKnownTerm,
        isBaseTerm: (term) => baseTerms.has(term),
        wordWeight,
        changesAsked: [...readChanges(query, words).requestChanges],
      });
    },
    search({ query, limit }) {
      const words = analyzeQuery({ query: [query, ...valueKindWords(query)].join(' '), ...queryAnalysis });
      if (words.length === 0) return [];
      const { askedTerms, requestChanges, negatedChanges } = readChanges(query, words);
      const scores = holdBackOtherChanges({
        scores: bm25Index.search({ terms: words.flat(), limit }),
        changes,
        requestChanges,
        requestTerms: askedTerms,
        negatedChanges,
      });
      return keywordConfidences({ scores, words, termsOf: (position) => termsByTool[position]!, wordWeight }).map(
        ({ position, score, heldBack, coverage, confidence }) => {
          const fieldCoverage = Object.fromEntries(
            fieldTermsByTool[position]!.map(([field, terms]) => [field, queryCoverage({ words, terms, wordWeight })]),
          ) as Record<KeywordField, number>;
          const change = changes[position]!.change;
          return {
            name: tools[position]!.name,
            confidence,
            source: 'bm25' as const,
            evidence: { score, coverage, fieldCoverage, changeAsked: change !== undefined && requestChanges.has(change), heldBack },
          };
        },
      );
    },
  };
}
