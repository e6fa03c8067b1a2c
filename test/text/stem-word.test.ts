import { describe, expect, it } from 'vitest';
import { stemWord } from '../../server/text/stem-word.ts';

describe('stemWord', () => {
  it("stems with each language's stemmer", () => {
    expect(stemWord('publishing', 'en')).toBe('publish');
    expect(stemWord('beiträge', 'de')).toBe(stemWord('beitrag', 'de'));
    expect(stemWord('imágenes', 'es')).toBe('imagen');
  });

  it('picks the profile by the primary subtag', () => {
    expect(stemWord('publicações', 'pt-BR')).toBe(stemWord('publicações', 'pt'));
  });

  it('leaves words of a language without a stemmer alone', () => {
    expect(stemWord('写真', 'ja')).toBe('写真');
  });
});
