import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Images in an answer become links: loading them would tell a remote server that the page was viewed
 * (the page's Content-Security-Policy blocks them too). The editor can still open one on purpose.
 */
const markdown = new Marked({
  async: false,
  renderer: {
    image: ({ href, text }) => `<a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank">${escapeHtml(text || href)}</a>`,
  },
});

/** Answers are markdown; content and tool results can carry HTML, so the rendered HTML is sanitised. */
export function Markdown({ text }: { text: string }) {
  const html = DOMPurify.sanitize(markdown.parse(text) as string, { FORBID_TAGS: ['style', 'form', 'input', 'img', 'picture', 'source', 'video', 'audio'] });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
