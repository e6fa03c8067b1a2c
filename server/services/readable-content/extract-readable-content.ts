export type ReadableContent = {
  title: string;
  byline: string | null;
  siteName: string | null;
  /** Paragraphs separated by blank lines, cut to `maxCharacters`. */
  text: string;
  /** Words in the whole article, before any cut. */
  wordCount: number;
  truncated: boolean;
};

const BLOCK_ELEMENTS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, figcaption, tr, dt, dd, div, section, article, br';

/** Text of an element with a paragraph break after every block, so sentences of adjacent blocks never run together. */
function blockText(root: Element): string {
  for (const element of root.querySelectorAll(BLOCK_ELEMENTS)) element.after('\n\n');
  return (root.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function cutText(text: string, maxCharacters: number): { text: string; truncated: boolean } {
  if (text.length <= maxCharacters) return { text, truncated: false };
  const cut = text.slice(0, maxCharacters);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${lastSpace > maxCharacters * 0.8 ? cut.slice(0, lastSpace) : cut}…`, truncated: true };
}

/**
 * The readable article in an HTML page (Mozilla Readability, as Firefox Reader View), falling back to
 * the page body when Readability finds no article. Scripts never run and nothing is loaded: jsdom's
 * defaults, relied on here because the HTML comes from an arbitrary site.
 */
export async function extractReadableContent({ html, url, maxCharacters }: { html: string; url: string; maxCharacters: number }): Promise<ReadableContent> {
  // Loaded on first use: jsdom alone took half a second of every start, for a tool few turns call.
  const [{ JSDOM, VirtualConsole }, { Readability }] = await Promise.all([import('jsdom'), import('@mozilla/readability')]);
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const pageTitle = document.title.trim();
    const article = new Readability(document.cloneNode(true) as Document).parse();
    let fullText: string;
    if (article?.content) {
      const container = document.createElement('div');
      container.innerHTML = article.content;
      fullText = blockText(container);
    } else {
      for (const noise of document.querySelectorAll('script, style, noscript, template, nav, footer')) noise.remove();
      fullText = document.body ? blockText(document.body) : '';
    }
    const { text, truncated } = cutText(fullText, maxCharacters);
    return {
      title: article?.title?.trim() || pageTitle,
      byline: article?.byline?.trim() || null,
      siteName: article?.siteName?.trim() || null,
      text,
      wordCount: countWords(fullText),
      truncated,
    };
  } finally {
    dom.window.close();
  }
}
