import { Marked } from 'marked';
import { escapeHtml, type SafeHtml, trusted } from './html.ts';
import type { PreviewLinks } from './preview-links.ts';

/**
 * Rich text fields are markdown written by editors or the model. Raw HTML in them is shown as text
 * (never as markup), links are rewritten to their previews or dropped when they are not http(s),
 * mailto or site paths, and images are left out (the preview shows library images only).
 */
export function renderMarkdown(text: string, links: PreviewLinks): SafeHtml {
  const markdown = new Marked({
    async: false,
    renderer: {
      html: ({ text: markup }) => escapeHtml(markup),
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const target = links.href(href);
        if (!target) return inner;
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
      },
      image: ({ text: alt }) => escapeHtml(alt),
    },
  });
  return trusted(markdown.parse(text) as string);
}
