import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { CmsError } from '../../errors/cms-errors.ts';

/**
 * Why a request to an external server failed, which decides what the caller may do about it:
 * - `not-sent`: it never reached the server (connection refused, no such host, a session the server no longer
 *   knows after a restart): nothing ran, so it can be sent again once reconnected;
 * - `interrupted`: the connection broke while it was in flight: it may have run;
 * - `refused`: Wayfinder's own guard (an address it may not reach) or the server's (401, 403) refused it;
 * - `answered`: the server answered it with an error of its own (unknown tool, invalid arguments, its own failure);
 * - `aborted`: the caller's deadline or cancellation stopped it.
 */
export type CallFailure = { kind: 'not-sent' | 'interrupted' | 'refused' | 'answered' | 'aborted'; reason: string };

/** Socket errors before any byte was sent: the request cannot have run. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** The first `code` along an error's cause chain (undici's `fetch failed` keeps the socket's error as its cause). */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function classifyCallFailure(error: unknown, signal?: AbortSignal): CallFailure {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return { kind: 'aborted', reason: 'stopped' };
  if (CmsError.isInstance(error)) return { kind: 'refused', reason: error.message };
  if (error instanceof StreamableHTTPError) {
    const status = error.code ?? 0;
    // MCP: a server answers 404 to a session it does not know (it restarted); the client starts a new session.
    if (status === 404) return { kind: 'not-sent', reason: 'the server no longer knows this session (it restarted)' };
    if (status === 401 || status === 403) return { kind: 'refused', reason: `the server refused Wayfinder's credentials (HTTP ${status})` };
    return { kind: status >= 500 ? 'interrupted' : 'answered', reason: messageOf(error) };
  }
  if (error instanceof McpError) {
    if (error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout) return { kind: 'interrupted', reason: 'the connection closed' };
    return { kind: 'answered', reason: error.message };
  }
  const code = codeOf(error);
  if (code !== undefined && NOT_SENT_CODES.has(code)) return { kind: 'not-sent', reason: code };
  if (messageOf(error) === 'Not connected') return { kind: 'not-sent', reason: 'not connected' };
  return { kind: 'interrupted', reason: code ?? messageOf(error) };
}
