import { ErrorCode, type JSONRPCErrorResponse, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';

/** The request every Streamable HTTP session starts with. */
const isInitialize = (message: { method?: unknown }) => message.method === 'initialize';

/**
 * The answer to a POST that carries no session id and is not `initialize`, or undefined when the
 * message is left to the SDK's transport (an initialize, a batch, or no JSON-RPC at all). The error
 * echoes the request's id, so the client matches it to its request instead of reporting a stray
 * message; the SDK's own answer has `id: null`, which the AI SDK's client cannot parse.
 *
 * `server/discover` is how a client of MCP 2026-07-28 asks what a server speaks before anything else.
 * Wayfinder speaks the SDK's revision, which begins with `initialize`: it answers "method not found",
 * the error that tells such a client to fall back to initialize (a -3202x error would tell it the
 * server speaks the new revision).
 */
export function answerOutsideSession(body: unknown): JSONRPCErrorResponse | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { id?: unknown; method?: unknown };
  if (isInitialize(message) || typeof message.method !== 'string') return undefined;
  const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
  const error =
    message.method === 'server/discover'
      ? { code: ErrorCode.MethodNotFound, message: `Method not found: this server speaks MCP ${LATEST_PROTOCOL_VERSION}; start a session with initialize.` }
      : { code: ErrorCode.InvalidRequest, message: 'No Mcp-Session-Id header: start a session by POSTing initialize.' };
  return { jsonrpc: '2.0', id, error } as JSONRPCErrorResponse;
}
