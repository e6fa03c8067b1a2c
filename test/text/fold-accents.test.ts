import { describe, expect, it } from 'vitest';
import { foldAccents } from '../../server/text/fold-accents.ts';

describe('foldAccents', () => {
  it('drops combining marks, composed or not, and spells ß as ss', () => {
    expect(foldAccents('Beiträge imágenes Straße')).toBe('Beitrage imagenes Strasse');
    expect(foldAccents('Cre\u0300me')).toBe('Creme');
  });

  it('spells letters with a built-in mark plain, as keyboards without them do', () => {
    expect(foldAccents('usuń wyświetl łąka')).toBe('usun wyswietl laka');
    expect(foldAccents('sayfayı İçerik'.toLowerCase())).toBe('sayfayi icerik');
    expect(foldAccents('șterge ştergeţi')).toBe('sterge stergeti');
    expect(foldAccents('ёлка')).toBe('елка');
  });

  it('leaves Japanese voicing marks and Korean syllables as they are', () => {
    expect(foldAccents('ブログ ガイド')).toBe('ブログ ガイド');
    expect(foldAccents('페이지')).toBe('페이지');
  });
});
