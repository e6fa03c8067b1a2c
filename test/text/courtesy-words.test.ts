import { describe, expect, it } from 'vitest';
import { isCourtesyWord } from '../../server/text/courtesy-words.ts';
import { tokenize } from '../../server/text/tokenize.ts';

describe('isCourtesyWord', () => {
  it.each(['Thanks', 'hallo', 'Dzięki', 'mulțumesc', 'teşekkürler', 'Спасибо', 'здравствуйте', 'ありがとう', '谢谢'])('counts %s as courtesy', (word) => {
    expect(isCourtesyWord(word)).toBe(true);
  });

  it('leaves the words of a request alone', () => {
    expect(tokenize('thanks, now delete the spam post').filter((word) => !isCourtesyWord(word))).toEqual(['now', 'delete', 'the', 'spam', 'post']);
  });
});
