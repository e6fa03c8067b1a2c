import { describe, expect, it } from 'vitest';
import { negates } from '../../server/text/negates.ts';

describe('negates', () => {
  it('finds a negation in the editors’ languages', () => {
    for (const message of ["don't delete anything yet", 'bitte nichts löschen', 'No quiero borrar nada', 'ta inte bort något', 'ничего не удаляй']) {
      expect(negates(message), message).toBe(true);
    }
  });

  it('finds none in a plain request', () => {
    expect(negates('delete the old FAQ section')).toBe(false);
    expect(negates('Lösche die alte Seite')).toBe(false);
  });
});
