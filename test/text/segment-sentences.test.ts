import { describe, expect, it } from 'vitest';
import { segmentSentences } from '../../server/text/segment-sentences.ts';

describe('segmentSentences', () => {
  it('ends sentences at terminal punctuation and line breaks, not before a lower-case word', () => {
    expect(segmentSentences('Heading\n\nPrices fell, e.g. by half. "Panels" got cheap! Menu')).toEqual([
      'Heading',
      'Prices fell, e.g. by half.',
      '"Panels" got cheap!',
      'Menu',
    ]);
  });

  it('splits text in scripts without spaces at their full stops', () => {
    expect(segmentSentences('画像を探す。ページを作る。', { language: 'ja' })).toEqual(['画像を探す。', 'ページを作る。']);
  });
});
