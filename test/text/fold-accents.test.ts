import { describe, expect, it } from 'vitest';
import { foldAccents } from '../../server/text/fold-accents.ts';

describe('foldAccents', () => {
  it('drops combining marks, composed or not, and spells ß as ss', () => {
    expect(foldAccents('Beiträge imágenes Straße')).toBe('Beitrage imagenes Strasse');
    expect(foldAccents('Cre\u0300me')).toBe('Creme');
  });
});
