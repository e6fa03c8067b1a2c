import bm25 from 'wink-bm25-text-search';
import { analyze, analyzeWords } from '../../text/analyze.ts';
import { foldAccents } from '../../text/fold-accents.ts';
import { likelyLanguages } from '../../text/likely-languages.ts';
import { splitCompound } from '../../text/split-compound.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import { createTypoCorrector } from '../../text/typo-corrector.ts';
import { wordScript } from '../../text/word-script.ts';
import { asksForOtherChange, changeOfTool, learnChangeMarkers, nameVerb, OTHER_CHANGE_WEIGHT, type SiteChange } from './change-markers.ts';
import { PHRASE_LANGUAGES, type PhraseLanguage } from './tool-metadata.ts';
import type { SearchableTool, ToolMatch } from './searchable-tool.ts';

export type KeywordIndexOptions = {
  /** BM25F field weights: a match in the name counts more than one in the description. */
  fieldWeights?: Partial<Record<KeywordField, number>>;
  /** Stemmers applied to queries, whose language is unknown. */
  queryLanguages?: readonly PhraseLanguage[];
  dropStopWords?: boolean;
};

export type KeywordField = 'name' | 'phrases' | 'description' | 'category' | 'parameters' | 'learned';

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
  /** The changes the query's words mark ("remove", "entfernen": delete), as learnt from the phrases. */
  changesAskedFor(query: string): ReadonlySet<SiteChange>;
}

/** Languages that write compounds as one word: "Leistungsseite", "fotogalerij", "startsidan". */
const COMPOUNDING_LANGUAGES: ReadonlySet<string> = new Set(['de', 'nl', 'sv']);

/**
 * How many parts one query may look up while splitting compounds. Each lookup stems the part in every query
 * language (about 0.5 ms for a part no editor used before), and a word is cut at every position: unbounded,
 * a message of long unknown words held the event loop for seconds. One 20-letter compound takes 16.
 */
export const MAX_COMPOUND_LOOKUPS = 48;

// wink's search() takes a string and runs the prep tasks on it; the text is analysed before it
// reaches wink, so the one prep task just splits the analysed terms back out.
const splitTerms = (text: string) => (text ? text.split(' ') : []);

export function createKeywordIndex(tools: readonly SearchableTool[], options: KeywordIndexOptions = {}): KeywordIndex {
  const fieldWeights = { ...DEFAULT_FIELD_WEIGHTS, ...options.fieldWeights };
  const queryLanguages = options.queryLanguages ?? PHRASE_LANGUAGES;
  const dropStopWords = options.dropStopWords ?? true;
  const english = { languages: ['en'] as const, dropStopWords };
  const engine = bm25();
  engine.defineConfig({ fldWeights: fieldWeights, bm25Params: { k1: 1.2, b: 0.75, k: 1 } });
  engine.definePrepTasks([splitTerms]);

  const termsByTool = new Map<string, Set<string>>();
  const fieldTermsByTool = new Map<string, Array<[KeywordField, Set<string>]>>();
  // Every word the tool texts use, with how often: what a misspelt query word is corrected to.
  const vocabulary = new Map<string, number>();
  const countWords = (text: string) => {
    for (const word of tokenize(text)) vocabulary.set(foldAccents(word), (vocabulary.get(foldAccents(word)) ?? 0) + 1);
  };
  // Words the phrases use as content, though some other language may list them as stop words, and in which languages.
  const phraseWords = new Map<string, Set<string>>();
  const phraseTerms: Array<{ toolName: string; terms: Set<string> }> = [];
  tools.forEach((tool, position) => {
    // Each language's phrases lose that language's stop words only: Romanian "poza" (photo) stays.
    const phraseWordsOfTool = Object.entries(tool.phrases ?? {}).flatMap(([language, phrases]) =>
      phrases.flatMap((phrase) => {
        const analyzed = analyzeWords(phrase, { languages: [language], dropStopWords });
        for (const { word } of analyzed) phraseWords.set(word, (phraseWords.get(word) ?? new Set()).add(language));
        phraseTerms.push({ toolName: tool.name, terms: new Set(analyzed.flatMap((word) => word.terms)) });
        return analyzed;
      }),
    );
    for (const text of [tool.name, tool.description, tool.category ?? '', ...tool.parameters.map((parameter) => parameter.name)]) countWords(text);
    for (const phrases of Object.values(tool.phrases ?? {})) for (const phrase of phrases) countWords(phrase);
    const fields: Record<KeywordField, string[]> = {
      // Every word of a name is content: "get" in cms_getPageSections is an English stop word, and dropping it
      // left http_get (whose phrases in other languages keep "GET") the only tool a search for "get page sections" matched on it.
      name: analyze(tool.name, { languages: ['en'], dropStopWords: false }),
      phrases: phraseWordsOfTool.flatMap((word) => word.terms),
      // Learned phrases are in no known language: analysed as a query is, in every query language. They add
      // terms only, never phrase words or change markers, which stand for the catalogue's own phrases.
      learned: (tool.learnedPhrases ?? []).flatMap((phrase) => analyze(phrase, { languages: queryLanguages, dropStopWords })),
      description: analyze(tool.description, english),
      category: analyze(tool.category ?? '', english),
      parameters: analyze(tool.parameters.map((parameter) => `${parameter.name} ${parameter.description ?? ''}`).join(' '), english),
    };
    termsByTool.set(String(position), new Set(Object.values(fields).flat()));
    fieldTermsByTool.set(
      String(position),
      Object.entries(fields).map(([field, terms]) => [field as KeywordField, new Set(terms)]),
    );
    engine.addDoc(Object.fromEntries(Object.entries(fields).map(([field, terms]) => [field, terms.join(' ')])), String(position));
  });
  // wink refuses to consolidate fewer than three documents; tiny catalogues get inert padding.
  for (let padding = tools.length; padding < 3; padding++) {
    engine.addDoc({ name: '', phrases: '', description: '', category: '', parameters: '', learned: '' }, `padding-${padding}`);
  }
  engine.consolidate();
  const changeMarkers = learnChangeMarkers(phraseTerms);
  const correctTypo = createTypoCorrector(vocabulary);
  const changes = tools.map((tool) => ({
    change: changeOfTool(tool.name),
    verbTerms: analyze(nameVerb(tool.name), { languages: ['en'], dropStopWords: false }),
  }));

  const idfByTerm = new Map<string, number>();
  const idf = engine.getIDF();
  for (const [term, index] of Object.entries(engine.getTokens())) idfByTerm.set(term, idf[index] ?? 0);
  const maxIdf = Math.max(1, ...idfByTerm.values());
  /** The query's words, each as its terms (stems in every query language, a compound's parts, a typo's correction). */
  const analyzeQuery = (query: string): string[][] => {
    // One entry per query word: its stems in every query language. A word counts as matched
    // when any of its stems is in the tool's terms; unknown words weigh as much as the rarest term.
    // The query's language is unknown, so every language's stop words apply, except words of three letters or
    // more that some language's phrases use (shorter ones are mostly clitics and suffixes split off at
    // apostrophes). Such a word still goes when the query looks written in a language that lists it and not in
    // one whose phrases use it: Dutch "dat" is no Romanian "dat", and Romanian "poza" (photo) no Polish "poza".
    const tokens = tokenize(query, { segmentUnspacedScripts: true });
    const likely = likelyLanguages(
      tokens.filter((token) => !phraseWords.has(foldAccents(token))),
      queryLanguages,
    );
    const keepStopWord = (word: string) => {
      const usedBy = phraseWords.get(word);
      if (!usedBy || word.length < 3) return false;
      return likely.some((language) => usedBy.has(language)) || !isStopWord(word, { languages: likely });
    };
    // A word the English phrases use is English (or a language whose phrases use it too), not a word to stem in
    // all fifteen: as Swedish, "delete" is "del", which Dutch "deel" and Swedish "dela" share, and the planning
    // tool outranked cms_deletePage. Other words keep every stem: Romanian queries find Italian cognates that way.
    const stemLanguagesOf = (word: string) => {
      const usedBy = phraseWords.get(word);
      return usedBy?.has('en') ? [...(usedBy as Set<PhraseLanguage>)] : undefined;
    };
    let lookupsLeft = MAX_COMPOUND_LOOKUPS;
    const knownTermsOf = (part: string) =>
      lookupsLeft-- > 0 ? (analyzeWords(part, { languages: queryLanguages, dropStopWords: false })[0]?.terms ?? []).filter((term) => idfByTerm.has(term)) : [];
    // A compound no phrase spells out ("Leistungsseite", "Zeltfoto") is read by its known parts.
    // Judged on every word: "das", "die" and "auf" are in German phrases too, so `likely` leaves them out.
    // Asked only once a word is unknown: most queries have none, and guessing the language costs a pass per language.
    let compounding: boolean | undefined;
    const readsAsCompounding = () => {
      compounding ??= likelyLanguages(tokens, queryLanguages).some((language) => COMPOUNDING_LANGUAGES.has(language));
      return compounding;
    };
    // An unknown word is a compound's parts (in a compounding language), else maybe a typo of a known word.
    const termsOf = ({ word, terms }: { word: string; terms: string[] }) => {
      if (terms.some((term) => idfByTerm.has(term))) return terms;
      const script = wordScript(word);
      const parts = script === 'latin' && readsAsCompounding() ? splitCompound(word, knownTermsOf) : undefined;
      if (parts) return parts;
      const corrected = script === 'latin' || script === 'cyrillic' ? correctTypo(word) : undefined;
      const correctedTerms = corrected === undefined ? [] : knownTermsOf(corrected);
      return correctedTerms.length > 0 ? correctedTerms : terms;
    };
    return analyzeWords(query, {
      languages: queryLanguages,
      dropStopWords,
      keepStopWord,
      stemLanguagesOf,
    }).map(termsOf);
  };
  const changesIn = (terms: Iterable<string>) => new Set([...terms].flatMap((term) => changeMarkers.get(term) ?? []));

  return {
    changesAskedFor: (query) => changesIn(analyzeQuery(query).flat()),
    search({ query, limit }) {
      const words = analyzeQuery(query);
      if (words.length === 0) return [];
      const requestTerms = new Set(words.flat());
      const requestChanges = changesIn(requestTerms);
      const ranked = engine
        .search(words.flat().join(' '), limit)
        .filter(([id]) => !id.startsWith('padding-'))
        .map(([id, score]) => {
          const heldBack = asksForOtherChange({ ...changes[Number(id)]!, requestChanges, requestTerms });
          return [id, heldBack ? score * OTHER_CHANGE_WEIGHT : score, heldBack] as const;
        })
        .sort((a, b) => b[1] - a[1]);
      const wordWeight = (stems: string[]) => Math.max(...stems.map((stem) => idfByTerm.get(stem) ?? maxIdf));
      const totalWeight = words.reduce((sum, stems) => sum + wordWeight(stems), 0);
      const coverageOf = (terms: ReadonlySet<string>) =>
        totalWeight > 0 ? words.filter((stems) => stems.some((stem) => terms.has(stem))).reduce((sum, stems) => sum + wordWeight(stems), 0) / totalWeight : 0;
      const topScore = ranked[0]?.[1] ?? 0;
      return ranked.map(([id, score, heldBack]) => {
        const coverage = coverageOf(termsByTool.get(id)!);
        const fieldCoverage = Object.fromEntries(fieldTermsByTool.get(id)!.map(([field, terms]) => [field, coverageOf(terms)])) as Record<KeywordField, number>;
        const change = changes[Number(id)]!.change;
        return {
          name: tools[Number(id)]!.name,
          confidence: coverage * (topScore > 0 ? score / topScore : 0),
          source: 'bm25' as const,
          evidence: { score, coverage, fieldCoverage, changeAsked: change !== undefined && requestChanges.has(change), heldBack },
        };
      });
    },
  };
}
