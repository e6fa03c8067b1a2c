import { Hono } from 'hono';
import { checkExtractionHealth } from './tool-runtime/entity-extraction/check-extraction-health.ts';
import { createChangesRoute } from './http/changes-route.ts';
import { createChatRoute } from './http/chat-route.ts';
import { answerError, respondWithError } from './http/http-error.ts';
import { createLearnedPhrasesRoute } from './http/learned-phrases-route.ts';
import type { PreviewAccess } from './http/preview-access.ts';
import { createPreviewAccessRoute, createPreviewRoute } from './http/preview-route.ts';
import { limitBody } from './http/limit-body.ts';
import { requireEditor } from './http/require-editor.ts';
import { requireKnownHost } from './http/require-known-host.ts';
import { createConversationsRoute } from './http/conversations-route.ts';
import { createToolSearchRoute } from './http/tool-search-route.ts';
import { createWebPage } from './http/web-page.ts';
import { createMcpRoute } from './mcp/mcp-route.ts';
import { refuseWithoutEditor } from './mcp/refuse-without-editor.ts';
import { turnBudgets } from './tool-runtime/turn-guard.ts';
import type { Wayfinder } from './compose.ts';
import { PROVIDER_VARIABLES } from './agent/model-options.ts';

export type CreateAppOptions = {
  /** The built chat page (web/dist), served at `/`. Without it only the API is served. */
  webDirectory?: string;
  /** Aborted when the server stops, so MCP sessions end their open streams and the server can close. */
  shutdownSignal?: AbortSignal;
  /** Signs and checks preview links; by default `services.previewAccess`, with the database's secret. */
  previewAccess?: PreviewAccess;
};

/** The HTTP surface. Everything it needs comes in through `services`; tests call `app.request()` on it. */
export function createApp(services: Wayfinder, { webDirectory, shutdownSignal, previewAccess = services.previewAccess }: CreateAppOptions = {}): Hono {
  const app = new Hono();

  app.get('/health', async (c) => {
    const store = await services.store.status();
    const byCategory: Record<string, number> = {};
    const tools = services.toolCatalogue.tools();
    for (const tool of tools) byCategory[tool.category] = (byCategory[tool.category] ?? 0) + 1;
    return c.json(
      {
        status: store.ok ? 'ok' : 'degraded',
        store,
        tools: { count: tools.length, byCategory },
        mcpServers: services.mcpServers.status(),
        embeddings: { modelId: services.embedder.modelId },
        model: services.agent
          ? { configured: true, modelId: services.config.model.modelId }
          : { configured: false, set: PROVIDER_VARIABLES[services.config.model.provider].apiKey },
        toolRegistry: { version: services.toolCatalogue.registry.version },
      },
      store.ok ? 200 : 503,
    );
  });

  // Prometheus scrapes this like /health: no token, and nothing in it names content or editors.
  app.get('/metrics', async (c) => c.body(await services.metrics.registry.metrics(), 200, { 'content-type': services.metrics.registry.contentType }));

  app.get('/health/extraction', (c) => {
    const report = checkExtractionHealth({ extractor: services.extractor });
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });

  // Every JSON route's body is limited here, before any route reads it: a 100 MB body to /api/changes/revert
  // was parsed whole (+263 MB of memory) before its 404. Routes may limit further (tool search: 16 KB).
  const limitJsonBody = limitBody(services.config.maxBodyBytes);
  const api = new Hono();
  const knownHost = requireKnownHost({ allowedHosts: services.config.allowedHosts });
  api.use('*', knownHost, requireEditor(services.editorTokens), limitJsonBody);
  api.route(
    '/',
    createChatRoute({
      ...services,
      budgets: turnBudgets({ maxSteps: services.config.model.maxSteps, guardrails: services.config.guardrails }),
      maxBodyBytes: services.config.maxBodyBytes,
      learning: services.config.learning.enabled ? { learnedPhrases: services.learnedPhrases } : undefined,
    }),
  );
  api.route(
    '/',
    createConversationsRoute({
      workingMemory: services.workingMemory,
      conversations: services.conversations,
      plans: services.store.plans,
      conversationLocks: services.conversationLocks,
    }),
  );
  api.route('/', createToolSearchRoute({ toolSearch: services.toolSearch }));
  api.route('/', createChangesRoute({ store: services.store }));
  api.route('/', createLearnedPhrasesRoute({ learnedPhrases: services.learnedPhrases }));
  api.route('/', createPreviewAccessRoute({ previewAccess }));
  app.route('/api', api);
  app.route('/preview', createPreviewRoute({ store: services.store, imageFiles: services.imageFiles, previewAccess }));

  app.use('/mcp', knownHost, requireEditor(services.editorTokens, { refuse: refuseWithoutEditor }), limitJsonBody);
  app.route(
    '/',
    createMcpRoute({
      ...services,
      maxBodyBytes: services.config.maxBodyBytes,
      maxSessionsPerEditor: services.config.mcpSessions.maxPerEditor,
      sessionIdleMs: services.config.mcpSessions.idleMs,
      shutdownSignal,
    }),
  );
  if (webDirectory) app.route('/', createWebPage({ directory: webDirectory }));

  app.notFound((c) => respondWithError(c, { type: 'NOT_FOUND', message: `No route ${c.req.method} ${c.req.path}` }));
  // Routes and middleware throw typed errors (http-error.ts); this answers them all: one envelope, one type-to-status mapping.
  app.onError(answerError(services.logger));
  return app;
}
