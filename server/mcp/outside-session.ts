import { ErrorCode, type JSONRPCErrorResponse } from '@modelcontextprotocol/sdk/types.js';
import { answerDiscovery } from './answer-discovery.ts';

type RequestId = string | number | null;

const idOf = (message: { id?: unknown }): RequestId => (typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null);

/**
 * The answer to a POST that carries no session id and is not `initialize`, or undefined when the
 * message is left to the SDK's transport (an initialize, a batch, or no JSON-RPC at all). The error
 * echoes the request's id, so the client matches it to its request instead of reporting a stray
 * message; the SDK's own answer has `id: null`, which the AI SDK's client cannot parse.
 */
export function answerOutsideSession(body: unknown): JSONRPCErrorResponse | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { id?: unknown; method?: unknown };
  if (message.method === 'initialize' || typeof message.method !== 'string') return undefined;
  return (
    (answerDiscovery(message) as JSONRPCErrorResponse | undefined) ??
    ({
      jsonrpc: '2.0',
      id: idOf(message),
      error: { code: ErrorCode.InvalidRequest, message: 'No Mcp-Session-Id header: start a session by POSTing initialize.' },
    } as JSONRPCErrorResponse)
  );
}
