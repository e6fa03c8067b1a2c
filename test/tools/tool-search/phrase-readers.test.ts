import { describe, expect, it } from 'vitest';
import { loadLanguageDetector } from '../../../server/text/detect-language.ts';
import { createPhraseReaders } from '../../../server/tools/tool-search/phrase-readers.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';

const catalogue: SearchableTool[] = [
  {
    name: 'cms_deletePage',
    description: 'Delete a page and all its sections.',
    category: 'pages',
    parameters: [{ name: 'slug' }],
    phrases: { en: ['remove the page'], de: ['Seite löschen'], cs: ['smazat stránku', 'smaž stránku o nás'] },
  },
  {
    name: 'cms_updateSectionImage',
    description: 'Replace the image of a section.',
    category: 'sections',
    // A loanword of a later language's phrase: "hero" is no English text of this tool.
    parameters: [{ name: 'sectionId' }],
    phrases: { en: ['swap the section photo'], cs: ['vyměň obrázek v hero sekci'] },
  },
  {
    name: 'cms_updateSectionContent',
    description: 'Change the text of a section, such as the hero heading.',
    category: 'sections',
    parameters: [{ name: 'sectionId' }],
    phrases: { en: ['edit the section text'] },
  },
];

describe('createPhraseReaders', async () => {
  const readers = createPhraseReaders({ tools: catalogue, limits: [], detectLanguage: await loadLanguageDetector() });
  const search = (query: string) => {
    const { reader } = readers.readerFor(query, { named: false });
    return reader.keywordIndex.search({ query, limit: 3 }).map((match) => match.name);
  };

  it("searches a request in the core languages without the later languages' phrases", () => {
    // Read with the Czech phrase, "hero" had ranked the section image tool first.
    expect(search('change the hero heading')).toEqual(['cms_updateSectionContent']);
    expect(readers.readerFor('change the hero heading', { named: false }).otherLanguage).toBe(false);
  });

  it("searches a request written in none of them in every language's phrases", () => {
    const reading = readers.readerFor('Smaž prosím stránku o nás, už ji nepotřebujeme', { named: false });
    expect(reading.otherLanguage).toBe(false);
    expect(reading.reader.keywordIndex.search({ query: 'Smaž prosím stránku o nás, už ji nepotřebujeme', limit: 3 })[0]?.name).toBe('cms_deletePage');
  });

  it('reads a request in a language no phrases are in as another language', () => {
    // Lithuanian: neither the core languages nor Czech.
    expect(readers.readerFor('Ar galite ištrinti seną kainų puslapį iš svetainės?', { named: false }).otherLanguage).toBe(true);
  });

  it('keeps one reader for a catalogue whose phrases are all in the core languages', () => {
    const coreOnly = createPhraseReaders({
      tools: catalogue.map(({ phrases, ...tool }) => ({ ...tool, phrases: { en: phrases?.en ?? [] } })),
      limits: [],
      detectLanguage: () => ({ language: 'cs', reliable: true, scores: { cs: 1 } }),
    });
    const reading = coreOnly.readerFor('Smaž prosím stránku o nás, už ji nepotřebujeme', { named: false });
    expect(reading.otherLanguage).toBe(true);
  });
});
