import type { NavigationTreeItem } from '../store/navigation-repository.ts';
import { html, type SafeHtml, trusted } from './html.ts';
import type { PreviewLinks } from './preview-links.ts';
import { PREVIEW_STYLES } from './preview-styles.ts';

export type Menus = { main: readonly NavigationTreeItem[]; footer: readonly NavigationTreeItem[] };

function menuHref(item: NavigationTreeItem, links: PreviewLinks): string | undefined {
  return item.target.type === 'page' ? links.page(item.target.pageSlug) : links.href(item.target.url);
}

/** A menu as the site shows it: disabled items (and what is nested under them) are left out. */
function renderMenu(items: readonly NavigationTreeItem[], links: PreviewLinks): SafeHtml {
  const shown = items.filter((item) => item.enabled);
  if (shown.length === 0) return html``;
  return html`<ul>${shown.map((item) => {
    const href = menuHref(item, links);
    return html`<li>${href ? html`<a href="${href}">${item.label}</a>` : item.label}${renderMenu(item.children, links)}</li>`;
  })}</ul>`;
}

/**
 * A whole preview page: what the editor is looking at (path, draft or published) in a bar above the
 * site's header with its main menu, the content, and the footer menu.
 */
export function renderDocument({
  title,
  path,
  draft,
  menus,
  links,
  content,
}: {
  title: string;
  path: string;
  draft: boolean;
  menus: Menus;
  links: PreviewLinks;
  content: SafeHtml;
}): string {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${title} · Preview</title>
  <style>${trusted(PREVIEW_STYLES)}</style>
</head>
<body>
  <div class="preview-bar" role="note">
    <strong>Preview</strong><span>${path}</span>
    ${draft ? html`<span class="draft">Draft: not on the live site</span>` : html`<span>Published</span>`}
    <span>Drafts included · links stay in the preview</span>
  </div>
  <header class="site-header">
    <a class="brand" href="${links.page('home')}">Site preview</a>
    <nav aria-label="Main menu">${renderMenu(menus.main, links)}</nav>
  </header>
  <main>${content}</main>
  <footer class="site-footer"><nav aria-label="Footer menu">${renderMenu(menus.footer, links)}</nav></footer>
</body>
</html>`.value;
}
