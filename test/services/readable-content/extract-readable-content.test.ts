import { describe, expect, it } from 'vitest';
import { extractReadableContent } from '../../../server/services/readable-content/extract-readable-content.ts';

const paragraph = (topic: string) => `<p>${`This paragraph about ${topic} has enough words to look like real article text to a reader view. `.repeat(3)}</p>`;

describe('extractReadableContent', () => {
  it('keeps the article and its paragraph breaks, drops scripts and chrome, and never runs scripts', async () => {
    const html = `<html><head><title>Bees</title><script>globalThis.ran = true</script></head><body>
      <nav>Home | Shop | Login</nav><article><h1>Bees</h1>${paragraph('bees')}${paragraph('hives')}${paragraph('honey')}</article>
      <script>document.body.innerHTML = 'replaced'</script></body></html>`;
    const content = await extractReadableContent({ html, url: 'https://bees.example/', maxCharacters: 10_000 });
    expect(content.title).toBe('Bees');
    expect(content.text.split('\n\n').filter((block) => block.startsWith('This paragraph'))).toHaveLength(3);
    expect(content.text).not.toContain('Home | Shop');
    expect(content.text).not.toContain('replaced');
    expect(content.truncated).toBe(false);
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });

  it('falls back to the body text for pages Readability does not see as articles, and counts words before cutting', async () => {
    const content = await extractReadableContent({
      html: '<html><body><div>Just a few words here.</div><div>And more.</div></body></html>',
      url: 'https://tiny.example/',
      maxCharacters: 10,
    });
    expect(content.wordCount).toBe(7);
    expect(content.truncated).toBe(true);
    expect(content.text.endsWith('…')).toBe(true);
  });
});
