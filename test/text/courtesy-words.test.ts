import { describe, expect, it } from 'vitest';
import { isCourtesyWord } from '../../server/text/courtesy-words.ts';
import { tokenize } from '../../server/text/tokenize.ts';

describe('isCourtesyWord', () => {
  it.each(['Thanks', 'hallo', 'Dzięki', 'mulțumesc', 'teşekkürler', 'Спасибо', 'здравствуйте', 'ありがとう', '谢谢'])('counts %s as courtesy', (word) => {
    expect(isCourtesyWord(word)).toBe(true);
  });

  it.each([
    'Děkuji',
    'ďakujem',
    'hvala',
    'takk',
    'kiitos',
    'köszönöm',
    'gràcies',
    'ευχαριστώ',
    'дякую',
    'благодаря',
    'תודה',
    'شكراً',
    'धन्यवाद',
    'ขอบคุณครับ',
    'makasih',
    'chào',
  ])('counts %s, of a language added since, as courtesy', (word) => {
    expect(isCourtesyWord(word)).toBe(true);
  });

  it('counts Thai thanks both as the run the tokenizer leaves whole and as the segmenter cuts it', () => {
    expect(tokenize('ขอบคุณมากครับ').every(isCourtesyWord)).toBe(true);
    expect(tokenize('ขอบคุณมากครับ', { segmentUnspacedScripts: true }).filter(isCourtesyWord)).toEqual(['ขอบคุณ']);
  });

  it.each(['tak', 'morgen', 'jó', 'dobro', 'טוב', 'ครับ', 'bon'])('leaves %s alone, which may say yes or name a day', (word) => {
    expect(isCourtesyWord(word)).toBe(false);
  });

  it('leaves the words of a request alone', () => {
    expect(tokenize('thanks, now delete the spam post').filter((word) => !isCourtesyWord(word))).toEqual(['now', 'delete', 'the', 'spam', 'post']);
  });
});
