import { describe, expect, it } from 'vitest';
import { analyzeTool, analyzeToolOnce, phraseTermSets, phraseWordLanguages } from '../../../server/tools/tool-search/analyze-tool.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';

const getSections: SearchableTool = {
  name: 'cms_getPageSections',
  description: 'List the sections of a page in order.',
  category: 'sections',
  parameters: [{ name: 'slug', description: 'Page slug' }],
  phrases: { en: ['what sections does the page have'], ro: ['arata poza paginii'] },
  learnedPhrases: ['zeig mir die Abschnitte'],
};
const analyzeOne = (tool: SearchableTool) => analyzeTool({ tool, queryLanguages: ['en', 'de'], dropStopWords: true });

describe('analyzeTool', () => {
  it('keeps every word of the name, stop words included', () => {
    expect(analyzeOne(getSections).fields.name).toContain('get');
  });

  it("drops a phrase's stop words in its own language only", () => {
    const { fields } = analyzeOne(getSections);
    // "poza" is a Polish stop word and Romanian for "photo"; "the" and "does" are English stop words.
    expect(fields.phrases).toEqual(['section', 'doe', 'page', 'arat', 'poz', 'pagin']);
  });

  it('adds learned phrases as terms of their own field, analysed in every query language, never as phrase words', () => {
    const analyzed = analyzeOne(getSections);
    expect(analyzed.fields.learned).toContain('abschnitt');
    expect([...phraseWordLanguages([analyzed]).keys()]).not.toContain('abschnitte');
  });

  it('reads the description, category and parameters as English', () => {
    const { fields } = analyzeOne(getSections);
    expect(fields.description).toEqual(expect.arrayContaining(['list', 'section', 'page', 'order']));
    expect(fields.category).toEqual(['section']);
    expect(fields.parameters).toEqual(['slug', 'page', 'slug']);
  });
});

describe('phraseWordLanguages', () => {
  it('lists, per phrase word, the languages whose phrases use it', () => {
    const other: SearchableTool = {
      name: 'cms_findImage',
      description: 'Find images.',
      parameters: [],
      phrases: { ro: ['cauta o poza'], pl: ['pokaz zdjecie'] },
    };
    const languages = phraseWordLanguages([analyzeOne(getSections), analyzeOne(other)]);
    expect(languages.get('poza')).toEqual(new Set(['ro']));
    expect(languages.get('sections')).toEqual(new Set(['en']));
    expect(languages.get('zdjecie')).toEqual(new Set(['pl']));
  });
});

describe('phraseTermSets', () => {
  it("gives each phrase's terms with the name of the tool it belongs to", () => {
    const sets = phraseTermSets([getSections], [analyzeOne(getSections)]);
    expect(sets.map((set) => set.toolName)).toEqual(['cms_getPageSections', 'cms_getPageSections']);
    expect(sets[1]!.terms).toEqual(new Set(['arat', 'poz', 'pagin']));
  });
});

describe('analyzeToolOnce', () => {
  const options = { queryLanguages: ['en', 'de'] as const, dropStopWords: true };

  it('answers a tool with the same texts from memory, though it is another object', () => {
    const first = analyzeToolOnce({ tool: getSections, ...options });
    expect(analyzeToolOnce({ tool: structuredClone(getSections), ...options })).toBe(first);
    expect(first).toEqual(analyzeOne(getSections));
  });

  it('analyses again when a text changed: a phrase the site learned since counts at once', () => {
    const first = analyzeToolOnce({ tool: getSections, ...options });
    const learned = analyzeToolOnce({ tool: { ...getSections, learnedPhrases: ['Bilder der Seite zeigen'] }, ...options });
    expect(learned.fields.learned).toContain('bild');
    expect(first.fields.learned).not.toContain('bild');
  });
});
