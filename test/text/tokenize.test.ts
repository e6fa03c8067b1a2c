import { describe, expect, it } from 'vitest';
import { tokenize } from '../../server/text/tokenize.ts';

describe('tokenize', () => {
  it('splits tool names on underscores and camelCase', () => {
    expect(tokenize('HTTPStatus web_fetchContent')).toEqual(['http', 'status', 'web', 'fetch', 'content']);
  });

  it('keeps identifiers whole when asked to', () => {
    expect(tokenize('iPhone launch_day', { splitIdentifiers: false })).toEqual(['iphone', 'launch', 'day']);
  });

  it('keeps non-ASCII letters that ASCII tokenizers drop', () => {
    expect(tokenize('Menüpunkt für Bilder — изображение 画像')).toEqual(['menüpunkt', 'für', 'bilder', 'изображение', '画像']);
  });

  it('splits scripts written without spaces into words when asked, and leaves other runs as the pattern finds them', () => {
    expect(tokenize('画像を探す')).toEqual(['画像を探す']);
    const segmented = { segmentUnspacedScripts: true };
    expect(tokenize('画像を探す', segmented)).toEqual(['画像', 'を', '探す']);
    expect(tokenize("it's 3.5 m² — l'été 画像", segmented)).toEqual(['it', 's', '3', '5', 'm²', 'l', 'été', '画像']);
  });
});
