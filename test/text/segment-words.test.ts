import { describe, expect, it } from 'vitest';
import { segmentWords } from '../../server/text/segment-words.ts';

describe('segmentWords', () => {
  it('finds the words of Japanese text and drops punctuation', () => {
    expect(segmentWords('データを削除。', { language: 'ja' })).toEqual(['データ', 'を', '削除']);
  });
});
