import type { LanguageDetector } from '../../text/detect-language.ts';
import { writtenInOtherLanguage } from '../../text/written-in-other-language.ts';
import { catalogueLanguages, catalogueLetters, readsAsCatalogueLanguage } from './catalogue-language.ts';
import { type CatalogueLimit, type CatalogueLimits, createCatalogueLimits } from './catalogue-limits.ts';
import { createKeywordIndex, type KeywordIndex, type KeywordIndexOptions } from './keyword-index.ts';
import type { QueryWords } from './query-words.ts';
import type { SearchableTool } from './searchable-tool.ts';
import { CORE_PHRASE_LANGUAGES, PHRASE_LANGUAGES, type PhraseLanguage } from './tool-metadata.ts';

/** What searching the phrases of some languages needs: their keyword index and limits, and who reads as them. */
export type PhraseReader = {
  keywordIndex: KeywordIndex;
  limits: CatalogueLimits;
  /** The languages a request is analysed in (stemmers, stop words, splitting into requests). */
  queryLanguages: readonly PhraseLanguage[];
  /** Whether a request is written in a language none of these phrases are in; `words`: this reader's `describeQuery`. */
  readsAsOther(query: string, words: QueryWords): boolean;
};

/** Which reader searches a request, its words as that reader reads them, and whether no phrases are in its language. */
export type PhraseReading = {
  reader: PhraseReader;
  words: QueryWords;
  otherLanguage: boolean;
};

export type PhraseReaders = {
  /** `named`: the request names one of the catalogue's tools, which reads the same in any language. */
  readerFor(query: string, options: { named: boolean }): PhraseReading;
  /** The same readers over these tools (the site's learned phrases added), keeping the limits' indexes. */
  withTools(tools: readonly SearchableTool[]): PhraseReaders;
};

export type CreatePhraseReadersOptions = {
  tools: readonly SearchableTool[];
  limits: readonly CatalogueLimit[];
  keyword?: KeywordIndexOptions;
  detectLanguage: LanguageDetector;
};

type WithPhrases = { phrases?: Partial<Record<string, string[]>> };

function phrasesIn<T extends WithPhrases>(item: T, languages: ReadonlySet<string>): T {
  if (!item.phrases) return item;
  return { ...item, phrases: Object.fromEntries(Object.entries(item.phrases).filter(([language]) => languages.has(language))) };
}

function createPhraseReader({
  tools,
  limits,
  keyword,
  detectLanguage,
  queryLanguages,
}: Omit<CreatePhraseReadersOptions, 'limits'> & { limits: CatalogueLimits; queryLanguages: readonly PhraseLanguage[] }): PhraseReader {
  const ownLanguage = { languages: catalogueLanguages(tools), letters: catalogueLetters(tools), detectLanguage };
  return {
    keywordIndex: createKeywordIndex(tools, { ...keyword, queryLanguages }),
    limits,
    queryLanguages,
    readsAsOther: (query, words) => !readsAsCatalogueLanguage(words) && writtenInOtherLanguage(query, ownLanguage),
  };
}

/**
 * A request is searched in the core languages' phrases (`CORE_PHRASE_LANGUAGES`), as every request was before
 * other languages had phrases; only one written in none of them is searched in every language's. Phrases added in
 * Czech or Thai so leave the searches of English and the core languages as they were: in one index, their loanwords
 * ("post", "hero", "menu") and their length had moved English requests' rankings (docs/decisions/093).
 */
export function createPhraseReaders(options: CreatePhraseReadersOptions): PhraseReaders {
  const core = new Set<string>(CORE_PHRASE_LANGUAGES);
  // A catalogue without phrases (an external server's) is read in the core languages, as it always was.
  const coreLanguages = options.keyword?.queryLanguages ?? CORE_PHRASE_LANGUAGES;
  const everyLanguage = options.keyword?.queryLanguages ?? PHRASE_LANGUAGES;
  // The limits change with no learned phrase: their indexes are built once, not on every change of the site's words.
  const coreLimits = createCatalogueLimits(
    options.limits.map((limit) => phrasesIn(limit, core)),
    { queryLanguages: coreLanguages },
  );
  let everyLimits: CatalogueLimits | undefined;
  const limitsInEveryLanguage = () => (everyLimits ??= createCatalogueLimits(options.limits, { queryLanguages: everyLanguage }));
  const readersOf = (tools: readonly SearchableTool[]): PhraseReaders => {
    const coreReader = createPhraseReader({ ...options, tools: tools.map((tool) => phrasesIn(tool, core)), limits: coreLimits, queryLanguages: coreLanguages });
    const hasOtherPhrases = [...tools, ...options.limits].some((item) => Object.keys(item.phrases ?? {}).some((language) => !core.has(language)));
    // Built on the first request written in none of the core languages: analysing every language's phrases had
    // doubled the index build (1.2 → 2.2 s on Wayfinder's tools in the evaluation), on every start and learned-phrase
    // change.
    let everyReader: PhraseReader | undefined;
    const readerInEveryLanguage = () =>
      (everyReader ??= createPhraseReader({ ...options, tools, limits: limitsInEveryLanguage(), queryLanguages: everyLanguage }));
    return {
      readerFor(query, { named }) {
        const words = coreReader.keywordIndex.describeQuery(query);
        if (named || !coreReader.readsAsOther(query, words)) return { reader: coreReader, words, otherLanguage: false };
        if (!hasOtherPhrases) return { reader: coreReader, words, otherLanguage: true };
        const reader = readerInEveryLanguage();
        const everyWords = reader.keywordIndex.describeQuery(query);
        return { reader, words: everyWords, otherLanguage: reader.readsAsOther(query, everyWords) };
      },
      withTools: readersOf,
    };
  };
  return readersOf(options.tools);
}
