import { type AnalyzedWord, analyze, analyzeWords } from '../../text/analyze.ts';
import { nameVerb } from './change-markers.ts';
import type { SearchableTool } from './searchable-tool.ts';
import type { PhraseLanguage } from './tool-metadata.ts';

export type KeywordField = 'name' | 'phrases' | 'description' | 'category' | 'parameters' | 'learned';

/** One of a tool's phrases as the index reads it: its language and its words with their terms. */
export type AnalyzedPhrase = { language: string; words: AnalyzedWord[] };

export type AnalyzedTool = {
  /** Each BM25 field's terms. */
  fields: Record<KeywordField, string[]>;
  /** The catalogue's own phrases, word by word: they teach which words are content, and which mark a change. */
  phrases: AnalyzedPhrase[];
};

export type AnalyzeToolOptions = {
  tool: SearchableTool;
  /** The languages a query may be in: learned phrases, in no known language, are stemmed in all of them. */
  queryLanguages: readonly PhraseLanguage[];
  dropStopWords: boolean;
};

/** A tool's texts as the keyword index stores them: terms per field, and its phrases analysed word by word. */
export function analyzeTool({ tool, queryLanguages, dropStopWords }: AnalyzeToolOptions): AnalyzedTool {
  const english = { languages: ['en'] as const, dropStopWords };
  // Each language's phrases lose that language's stop words only: Romanian "poza" (photo) stays.
  const phrases = Object.entries(tool.phrases ?? {}).flatMap(([language, texts]) =>
    texts.map((text) => ({ language, words: analyzeWords(text, { languages: [language], dropStopWords }) })),
  );
  return {
    fields: {
      // Every word of a name is content: "get" in cms_getPageSections is an English stop word, and dropping it
      // left http_get (whose phrases in other languages keep "GET") the only tool a search for "get page sections" matched on it.
      name: analyze(tool.name, { languages: ['en'], dropStopWords: false }),
      phrases: phrases.flatMap((phrase) => phrase.words.flatMap((word) => word.terms)),
      // Learned phrases are in no known language: analysed as a query is, in every query language. They add
      // terms only, never phrase words or change markers, which stand for the catalogue's own phrases.
      learned: (tool.learnedPhrases ?? []).flatMap((phrase) => analyze(phrase, { languages: queryLanguages, dropStopWords })),
      description: analyze(tool.description, english),
      category: analyze(tool.category ?? '', english),
      parameters: analyze(tool.parameters.map((parameter) => `${parameter.name} ${parameter.description ?? ''}`).join(' '), english),
    },
    phrases,
  };
}

const MAX_REMEMBERED_TOOLS = 2_000;
const analyzedByTexts = new Map<string, AnalyzedTool>();

/**
 * `analyzeTool`, remembered by the tool's texts and the options. Every index a process builds (each store's,
 * each test's, each evaluation run's) reads the same catalogue, and stemming its phrases in every language was
 * most of building one: 0.35 of 0.57 s. The result is shared, so callers must not change it; the memory is
 * bounded by forgetting everything once it holds MAX_REMEMBERED_TOOLS (learned phrases make new texts).
 */
export function analyzeToolOnce(options: AnalyzeToolOptions): AnalyzedTool {
  const { tool, queryLanguages, dropStopWords } = options;
  const key = JSON.stringify([tool.name, tool.description, tool.category, tool.parameters, tool.phrases, tool.learnedPhrases, queryLanguages, dropStopWords]);
  const remembered = analyzedByTexts.get(key);
  if (remembered) return remembered;
  if (analyzedByTexts.size >= MAX_REMEMBERED_TOOLS) analyzedByTexts.clear();
  const analyzed = analyzeTool(options);
  analyzedByTexts.set(key, analyzed);
  return analyzed;
}

/**
 * Words the phrases use as content, though some other language may list them as stop words, with the languages
 * whose phrases use them, in the order the catalogue first uses them in each.
 */
export function phraseWordLanguages(tools: readonly AnalyzedTool[]): Map<string, Set<string>> {
  const languagesByWord = new Map<string, Set<string>>();
  for (const { phrases } of tools) {
    for (const { language, words } of phrases) for (const { word } of words) languagesByWord.set(word, (languagesByWord.get(word) ?? new Set()).add(language));
  }
  return languagesByWord;
}

/**
 * Each phrase's terms with its tool's name: what change markers are learnt from. The words that name what the tool
 * works on are left out of its own phrases: "changed" in `cms_listChanges`' "what changed" names its object, and
 * counted against "change" as a verb, so "change the heading" had asked for no change.
 */
export function phraseTermSets(tools: readonly SearchableTool[], analyzed: readonly AnalyzedTool[]): Array<{ toolName: string; terms: Set<string> }> {
  return analyzed.flatMap(({ phrases, fields }, position) => {
    const toolName = tools[position]!.name;
    const verbTerms = new Set(analyze(nameVerb(toolName), { languages: ['en'], dropStopWords: false }));
    const objectTerms = new Set(fields.name.filter((term) => !verbTerms.has(term)));
    return phrases.map(({ words }) => ({ toolName, terms: new Set(words.flatMap((word) => word.terms).filter((term) => !objectTerms.has(term))) }));
  });
}
