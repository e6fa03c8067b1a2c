import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The editor's chat page: the Vite build in `directory` (see web/), served at `/`. Files are read per
 * request, so a rebuild needs no restart. Paths the build does not have fall through to the API's 404.
 */
export function createWebPage({ directory }: { directory: string }) {
  const app = new Hono();
  app.use('/*', serveStatic({ root: directory }));
  return app;
}
