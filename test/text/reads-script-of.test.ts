import { describe, expect, it } from 'vitest';
import { readsScriptOf } from '../../server/text/reads-script-of.ts';

describe('readsScriptOf', () => {
  it('reads text mostly written in the scripts of the given languages', () => {
    expect(readsScriptOf('show me all pages', ['en'])).toBe(true);
    expect(readsScriptOf("laat alle pagina's zien", ['en'])).toBe(true);
    expect(readsScriptOf('update the SEO 제목', ['en'])).toBe(true);
  });

  it('does not read text mostly in other scripts', () => {
    expect(readsScriptOf('すべてのページを表示して', ['en'])).toBe(false);
    expect(readsScriptOf('SEO 제목 바꿔줘', ['en'])).toBe(false);
    expect(readsScriptOf('احذف الصورة', ['en'])).toBe(false);
    expect(readsScriptOf('покажи все страницы', ['en', 'ru'])).toBe(true);
  });

  it('reads anything when the languages are unknown, and text without letters', () => {
    expect(readsScriptOf('すべてのページ', undefined)).toBe(true);
    expect(readsScriptOf('2024', ['en'])).toBe(true);
  });
});
