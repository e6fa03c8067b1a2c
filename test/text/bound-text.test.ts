import { describe, expect, it } from 'vitest';
import { boundText, boundWord, MAX_ANALYZED_CHARACTERS, MAX_WORD_CHARACTERS } from '../../server/text/bound-text.ts';
import { tokenize } from '../../server/text/tokenize.ts';

describe('boundText', () => {
  it('keeps a message of ordinary length whole and reads only the start of a longer one', () => {
    expect(boundText('delete the old pricing page')).toBe('delete the old pricing page');
    expect(boundText('a'.repeat(100_000))).toHaveLength(MAX_ANALYZED_CHARACTERS);
  });

  it('never cuts a character in half', () => {
    const bounded = boundText(`${'a'.repeat(MAX_ANALYZED_CHARACTERS - 1)}😀😀`);
    expect(bounded).toBe('a'.repeat(MAX_ANALYZED_CHARACTERS - 1));
    expect(boundWord('😀'.repeat(100))).toBe('😀'.repeat(MAX_WORD_CHARACTERS));
  });
});

describe('tokenize', () => {
  it('cuts a word longer than any editor writes, and keeps German compounds whole', () => {
    expect(tokenize('x'.repeat(100_000))).toEqual(['x'.repeat(MAX_WORD_CHARACTERS)]);
    expect(tokenize('Datenschutzerklärungsseite')).toEqual(['datenschutzerklärungsseite']);
  });
});
