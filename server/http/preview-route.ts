import { type Context, Hono } from 'hono';
import { escapeHtml } from '../preview/html.ts';
import type { ImageFileStore } from '../store/image-files.ts';
import { createPreviewLinks, type PreviewLinks } from '../preview/preview-links.ts';
import { type PreviewStore, renderBlogPreview, renderPagePreview, renderPostPreview } from '../preview/render-preview.ts';
import type { PreviewAccess } from './preview-access.ts';
import type { EditorVariables } from './require-editor.ts';

/**
 * Preview pages hold content written by editors and the model, on the chat page's origin. They are
 * sandboxed (an opaque origin: no access to the page's token), run no script, load images from this
 * server only, submit nothing, and send no referrer (their URLs carry the access).
 */
const PREVIEW_HEADERS = {
  'content-security-policy':
    "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
};

const notice = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family: system-ui, sans-serif; margin: 3rem"><h1>${title}</h1><p>${text}</p></body></html>`;

/** GET /preview-access (behind the editor's token): an access for preview URLs, and when it expires. */
export function createPreviewAccessRoute({ previewAccess }: { previewAccess: PreviewAccess }) {
  const app = new Hono<{ Variables: EditorVariables }>();
  app.get('/preview-access', (c) => c.json(previewAccess.issue(c.get('editor'))));
  return app;
}

/**
 * The site as its visitors would see it, drafts included, for editors: GET /preview (the home page),
 * /preview/:slug (a page; "blog" is the post list unless a page has that slug), /preview/blog/:slug
 * (a post) and /preview/media/:id (an image of the library). Every URL needs `?access=` from
 * GET /api/preview-access.
 */
export function createPreviewRoute({ store, imageFiles, previewAccess }: { store: PreviewStore; imageFiles: ImageFileStore; previewAccess: PreviewAccess }) {
  const app = new Hono();

  const respond = async (c: Context, render: (links: PreviewLinks) => Promise<string | undefined>) => {
    const access = c.req.query('access');
    if (!previewAccess.verify(access)) {
      return c.html(notice('This preview link has expired', 'Open the preview again from the chat page.'), 401, PREVIEW_HEADERS);
    }
    const page = await render(createPreviewLinks({ access: access! }));
    return page
      ? c.html(page, 200, PREVIEW_HEADERS)
      : c.html(notice('Nothing here', `There is no page or post at ${escapeHtml(c.req.path)}.`), 404, PREVIEW_HEADERS);
  };

  app.get('/', (c) => respond(c, (links) => renderPagePreview({ store, links, slug: 'home' })));
  app.get('/blog/:slug', (c) => respond(c, (links) => renderPostPreview({ store, links, slug: c.req.param('slug') })));
  app.get('/:slug', (c) =>
    respond(c, async (links) => {
      const slug = c.req.param('slug');
      return (await renderPagePreview({ store, links, slug })) ?? (slug === 'blog' ? renderBlogPreview({ store, links }) : undefined);
    }),
  );
  app.get('/media/:id', async (c) => {
    if (!previewAccess.verify(c.req.query('access'))) return c.text('This preview link has expired.', 401, PREVIEW_HEADERS);
    const id = Number(c.req.param('id'));
    const image = Number.isInteger(id) && id > 0 ? await store.images.getById(id) : undefined;
    if (!image) return c.text(`No image ${c.req.param('id')}.`, 404, PREVIEW_HEADERS);
    const bytes = await imageFiles.read(image.storagePath).catch(() => undefined);
    if (!bytes) return c.text(`The file of image ${image.id} is missing.`, 404, PREVIEW_HEADERS);
    // An SVG opened on its own is a document: the sandboxed policy keeps any script in it from running.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...PREVIEW_HEADERS, 'content-type': image.mimeType, 'cache-control': 'private, max-age=300' });
  });
  return app;
}
