import type { CollectionEntryRecord } from '../store/collection-repository.ts';
import type { ImageRecord } from '../store/image-repository.ts';
import type { LinkValue } from './content-values.ts';
import { html, type SafeHtml } from './html.ts';
import type { PreviewLinks } from './preview-links.ts';

/** What section renderers may use besides the section itself: links, the images it shows, collection entries. */
export type RenderContext = {
  links: PreviewLinks;
  images: ReadonlyMap<number, ImageRecord>;
  /** Entries of the collections sections show (faq, team), by collection name, in display order. */
  entries: ReadonlyMap<string, readonly CollectionEntryRecord[]>;
};

/** An image of the library, or a visible gap when the id no longer exists. */
export function renderImage(context: RenderContext, id: number | undefined, className = ''): SafeHtml {
  if (id === undefined) return html``;
  const image = context.images.get(id);
  if (!image) return html`<div class="missing-image ${className}">Image ${id} is not in the library</div>`;
  return html`<img class="${className}" src="${context.links.image(id)}" alt="${image.altText}" width="${image.width}" height="${image.height}" loading="lazy">`;
}

/** A CSS background of a library image, for heroes and call-to-action bands. */
export function backgroundStyle(context: RenderContext, id: number | undefined): string {
  return id !== undefined && context.images.has(id) ? `background-image: url('${context.links.image(id)}')` : '';
}

export function renderButton(context: RenderContext, link: LinkValue | undefined, kind: 'primary' | 'secondary' = 'primary'): SafeHtml {
  if (!link) return html``;
  const href = context.links.href(link.href);
  return href ? html`<a class="button ${kind}" href="${href}">${link.label}</a>` : html`<span class="button ${kind}">${link.label}</span>`;
}
