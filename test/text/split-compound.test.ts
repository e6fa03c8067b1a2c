import { describe, expect, it } from 'vitest';
import { splitCompound } from '../../server/text/split-compound.ts';

const vocabulary = new Set(['seite', 'leistung', 'foto', 'menu', 'haupt']);
const knownTermsOf = (part: string) => (vocabulary.has(part) ? [part] : []);

describe('splitCompound', () => {
  it('reads a compound by its known last part and its first part, without the linking letter', () => {
    expect(splitCompound('leistungsseite', knownTermsOf)).toEqual(['leistung', 'seite']);
    expect(splitCompound('hauptmenu', knownTermsOf)).toEqual(['haupt', 'menu']);
  });

  it('keeps the known last part when the first is unknown', () => {
    expect(splitCompound('zeltfoto', knownTermsOf)).toEqual(['foto']);
  });

  it('finds nothing when no last part of four letters or more is known', () => {
    expect(splitCompound('trittsicherheit', knownTermsOf)).toBeUndefined();
    expect(splitCompound('foto', knownTermsOf)).toBeUndefined();
  });
});
