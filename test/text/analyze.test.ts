import { describe, expect, it } from 'vitest';
import { analyze } from '../../server/text/analyze.ts';

describe('analyze', () => {
  it('folds accents after stemming so accented and plain spellings meet', () => {
    expect(analyze('imágenes', { languages: ['es'] })).toEqual(analyze('imagenes', { languages: ['es'] }));
    expect(analyze('veröffentlichen', { languages: ['de'] })).toEqual(analyze('veroffentlichen', { languages: ['de'] }));
  });

  it('gives each word its distinct stems across the languages, stop words of any language dropped', () => {
    expect(analyze('publicar el artículo', { languages: ['en', 'es'] })).toEqual(['publicar', 'public', 'articulo', 'articul']);
    expect(analyze('the page', { languages: ['en'], dropStopWords: false })).toEqual(['the', 'page']);
  });

  it('tokenises and folds a language without a profile', () => {
    expect(analyze('Crème brûlée', { languages: ['xx'] })).toEqual(['creme', 'brulee']);
  });
});
