import { describe, expect, it } from 'vitest';
import { analyze, analyzeWords } from '../../server/text/analyze.ts';

describe('analyze', () => {
  it('folds accents after stemming so accented and plain spellings meet', () => {
    expect(analyze('imágenes', { languages: ['es'] })).toEqual(analyze('imagenes', { languages: ['es'] }));
    expect(analyze('veröffentlichen', { languages: ['de'] })).toEqual(analyze('veroffentlichen', { languages: ['de'] }));
    expect(analyze('usuń stronę', { languages: ['pl'] })).toEqual(analyze('usun strone', { languages: ['pl'] }));
    expect(analyze('görselleri göster', { languages: ['tr'] })).toEqual(analyze('gorselleri goster', { languages: ['tr'] }));
  });

  it("gives each word its distinct stems across the languages, the languages' stop words dropped", () => {
    expect(analyze('publicar el artículo', { languages: ['en', 'es'] })).toEqual(['publicar', 'public', 'articulo', 'articul']);
    expect(analyze('the page', { languages: ['en'], dropStopWords: false })).toEqual(['the', 'page']);
  });

  it("stems a word only in the languages of its script, so a Russian word meets its other forms and nothing else's", () => {
    const languages = ['en', 'de', 'tr', 'ru'];
    expect(analyze('страницы', { languages })).toEqual(analyze('страницу', { languages }));
    expect(analyze('страницы', { languages })).toHaveLength(1);
  });

  it('splits Japanese and Chinese into words and drops their particles', () => {
    expect(analyze('すべてのページを表示して', { languages: ['ja'] })).toEqual(['すべて', 'ページ', '表示']);
    expect(analyze('显示导航菜单', { languages: ['zh'] })).toEqual(['显示', '导航', '菜单']);
  });

  it('splits Korean words into syllable pairs without their particle, so "페이지를" meets "페이지"', () => {
    expect(analyze('페이지를', { languages: ['ko'] })).toEqual(analyze('페이지', { languages: ['ko'] }));
  });

  it('keeps a stop word when asked to, and says which word each term came from', () => {
    expect(analyze('poza', { languages: ['pl', 'ro'] })).toEqual([]);
    expect(analyzeWords('poza', { languages: ['pl', 'ro'], keepStopWord: (word) => word === 'poza' })).toEqual([{ word: 'poza', terms: ['poza', 'poz'] }]);
  });

  it('tokenises and folds a language without a profile', () => {
    expect(analyze('Crème brûlée', { languages: ['xx'] })).toEqual(['creme', 'brulee']);
  });
});
