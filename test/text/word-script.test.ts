import { describe, expect, it } from 'vitest';
import { wordScript } from '../../server/text/word-script.ts';

describe('wordScript', () => {
  it('tells the scripts that language profiles name by the first letter', () => {
    expect(wordScript('seite')).toBe('latin');
    expect(wordScript('страница')).toBe('cyrillic');
    expect(wordScript('페이지')).toBe('hangul');
    expect(wordScript('画像')).toBe('cjk');
    expect(wordScript('ページ')).toBe('cjk');
    expect(wordScript('3d')).toBe('latin');
    expect(wordScript('صورة')).toBe('arabic');
    expect(wordScript('σελίδα')).toBe('greek');
    expect(wordScript('עמוד')).toBe('hebrew');
    expect(wordScript('पेज')).toBe('devanagari');
    expect(wordScript('หน้า')).toBe('thai');
    expect(wordScript('ገጽ')).toBe('other');
    expect(wordScript('2024')).toBe('none');
  });
});
