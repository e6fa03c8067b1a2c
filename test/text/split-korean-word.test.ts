import { describe, expect, it } from 'vitest';
import { splitKoreanWord } from '../../server/text/split-korean-word.ts';

describe('splitKoreanWord', () => {
  it('drops the particle and splits the rest into overlapping syllable pairs', () => {
    expect(splitKoreanWord('페이지를')).toEqual(['페이', '이지']);
    expect(splitKoreanWord('메뉴에서')).toEqual(['메뉴']);
  });

  it('drops a request ending, so the verb meets its noun', () => {
    expect(splitKoreanWord('발행해줘')).toEqual(['발행']);
    expect(splitKoreanWord('삭제해주세요')).toEqual(['삭제']);
  });

  it('keeps short words whole, even when they end like a particle', () => {
    expect(splitKoreanWord('이미지')).toEqual(['이미', '미지']);
    expect(splitKoreanWord('글')).toEqual(['글']);
    expect(splitKoreanWord('나가')).toEqual(['나가']);
  });
});
