import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NotFoundError } from '../errors/cms-errors.ts';
import type { EditorVariables } from '../http/require-editor.ts';
import { conversationIdSchema } from '../conversations/working-memory/conversation-id.ts';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import { createWayfinderMcpServer, type WayfinderMcpDependencies } from './create-wayfinder-mcp-server.ts';
import { openMcpConversation } from './mcp-conversation.ts';
import { answerOutsideSession } from './outside-session.ts';

/** Picks the Wayfinder conversation an MCP session works in; `?conversation=` does the same for clients that cannot set headers. */
export const CONVERSATION_HEADER = 'Wayfinder-Conversation';

export type McpRouteOptions = WayfinderMcpDependencies & {
  workingMemory: WorkingMemoryStore;
  conversations: ConversationStore;
  turnHistory: TurnHistory;
  /** Larger request bodies get 413, as on the chat route. */
  maxBodyBytes: number;
  /** A session unused for this long is closed when another one starts (clients that never send DELETE). Default 1 hour. */
  sessionIdleMs?: number;
  /**
   * Open sessions one editor may have; their next session closes their least recently used one, so a client
   * that leaks sessions keeps working while the server's memory stays bounded. Default 100.
   */
  maxSessionsPerEditor?: number;
  /** Clock for idle sessions; tests move it. */
  now?: () => number;
  /** Aborted when the server stops: every session closes, ending the GET streams that would keep it from closing. */
  shutdownSignal?: AbortSignal;
};

type McpSession = { editor: string; server: Server; transport: WebStandardStreamableHTTPServerTransport; lastUsed: number };

const jsonRpcError = (c: Context, status: ContentfulStatusCode, code: number, message: string) =>
  c.json({ jsonrpc: '2.0', error: { code, message }, id: null }, status);

/**
 * `/mcp`: MCP's Streamable HTTP transport, behind the chat's bearer tokens (mounted after requireEditor).
 * Each session has its own server bound to one Wayfinder conversation of the signed-in editor: the
 * one named by the Wayfinder-Conversation header (or `?conversation=`), else a new one whose id is
 * the MCP session id. The SDK's web-standard transport takes Hono's Request and returns a Response,
 * so no Node req/res adapter is needed.
 */
export function createMcpRoute({
  workingMemory,
  conversations,
  turnHistory,
  maxBodyBytes,
  sessionIdleMs = 3_600_000,
  maxSessionsPerEditor = 100,
  now = Date.now,
  shutdownSignal,
  ...dependencies
}: McpRouteOptions) {
  const sessions = new Map<string, McpSession>();
  const app = new Hono<{ Variables: EditorVariables }>();

  const closeSessions = async (which: (session: McpSession) => boolean) => {
    for (const [id, session] of [...sessions].filter(([, session]) => which(session))) {
      sessions.delete(id);
      await session.server.close();
    }
  };
  const closeIdleSessions = () => closeSessions((session) => now() - session.lastUsed > sessionIdleMs);
  /** Closes `editor`'s least recently used sessions beyond the cap. */
  const closeSessionsOverCap = (editor: string) => {
    const own = [...sessions.values()].filter((session) => session.editor === editor).sort((a, b) => a.lastUsed - b.lastUsed);
    const over = new Set(own.slice(0, Math.max(0, own.length - maxSessionsPerEditor)));
    if (over.size > 0) dependencies.logger.info({ editor, closed: over.size, maxSessionsPerEditor }, 'mcp sessions over the per-editor cap closed');
    return closeSessions((session) => over.has(session));
  };
  shutdownSignal?.addEventListener('abort', () => void closeSessions(() => true), { once: true });

  app.all('/mcp', async (c) => {
    const editor = c.get('editor');
    const sessionId = c.req.header('mcp-session-id');
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      // Another editor's session is reported missing, like their conversations.
      if (!session || session.editor !== editor) {
        return jsonRpcError(c, 404, -32001, 'Session not found: it ended or expired. Connect again (initialize) to start a new session.');
      }
      session.lastUsed = now();
      return session.transport.handleRequest(c.req.raw);
    }
    // Streamable HTTP: GET either opens an SSE stream or answers 405. Outside a session there is no
    // stream to open; 405 is the answer clients probing for one expect, and take quietly.
    if (c.req.method === 'GET') return c.body(null, 405, { Allow: 'POST, DELETE' });
    if (c.req.method !== 'POST') return jsonRpcError(c, 400, ErrorCode.InvalidRequest, 'No Mcp-Session-Id header: start a session by POSTing initialize.');
    const refusal = answerOutsideSession(
      await c.req.raw
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (refusal) return c.json(refusal, 400);

    await closeIdleSessions();
    const chosen = c.req.header(CONVERSATION_HEADER) ?? c.req.query('conversation');
    const conversationId = chosen === undefined ? undefined : conversationIdSchema.safeParse(chosen);
    if (conversationId && !conversationId.success) {
      return jsonRpcError(c, 400, ErrorCode.InvalidParams, `Invalid conversation id: ${conversationId.error.issues.map((issue) => issue.message).join('; ')}.`);
    }
    const id = randomUUID();
    let server: Server;
    try {
      const conversation = await openMcpConversation({
        workingMemory,
        conversations,
        turnHistory,
        toolCatalogue: dependencies.toolRuntime.catalogue,
        logger: dependencies.logger,
        id: conversationId?.data ?? id,
        editor,
        // Read when the conversation is first written to, after initialize named the client.
        title: () => `MCP: ${server.getClientVersion()?.name ?? 'client'}`,
      });
      server = createWayfinderMcpServer({ ...dependencies, conversation });
    } catch (error) {
      if (NotFoundError.isInstance(error)) return jsonRpcError(c, 404, ErrorCode.InvalidParams, error.message);
      throw error;
    }
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      onsessioninitialized: () => {
        sessions.set(id, { editor, server, transport, lastUsed: now() });
        void closeSessionsOverCap(editor);
      },
      onsessionclosed: () => {
        sessions.delete(id);
      },
      maxRequestBodySize: maxBodyBytes,
    });
    await server.connect(transport);
    const response = await transport.handleRequest(c.req.raw);
    // Anything but an initialize starts no session; its server has nothing left to do.
    if (!sessions.has(id)) await server.close();
    return response;
  });

  return app;
}
