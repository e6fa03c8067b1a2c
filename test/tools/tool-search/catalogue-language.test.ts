import { describe, expect, it } from 'vitest';
import { readsAsCatalogueLanguage } from '../../../server/tools/tool-search/catalogue-language.ts';

describe('readsAsCatalogueLanguage', () => {
  it("reads a query made mostly of the catalogue's own-language tool words as its language", () => {
    expect(readsAsCatalogueLanguage({ knownShare: 1, baseLanguageShare: 1 })).toBe(true);
    expect(readsAsCatalogueLanguage({ knownShare: 0.7, baseLanguageShare: 0.8 })).toBe(true);
  });

  it("does not when most words are no tool's, or the known ones come from phrases in other languages", () => {
    // Words no tool has: the query's stop words decide its language.
    expect(readsAsCatalogueLanguage({ knownShare: 0.3, baseLanguageShare: 1 })).toBe(false);
    // "Slet den gamle prisside": known only through Swedish phrases.
    expect(readsAsCatalogueLanguage({ knownShare: 0.74, baseLanguageShare: 0 })).toBe(false);
  });
});
