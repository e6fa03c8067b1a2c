import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Answers are markdown; content and tool results can carry HTML, so the rendered HTML is sanitised. */
export function Markdown({ text }: { text: string }) {
  const html = DOMPurify.sanitize(marked.parse(text, { async: false }), { FORBID_TAGS: ['style', 'form', 'input'] });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
