import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The editor's chat page: the Vite build in `directory` (see web/), served at `/`. Files are read per
 * request, so a rebuild needs no restart. Paths the build does not have fall through to the API's 404.
 *
 * The Content-Security-Policy keeps text the model writes from reaching out: images only from this
 * server or data: URLs (a remote image in an answer would leak that the page was viewed, zero-click),
 * scripts only from this server's files, requests only to this server.
 */
export function createWebPage({ directory }: { directory: string }) {
  const app = new Hono();
  app.use(
    '/*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'no-referrer',
    }),
  );
  app.use('/*', serveStatic({ root: directory }));
  return app;
}
