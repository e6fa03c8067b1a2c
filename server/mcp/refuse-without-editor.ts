import type { Context } from 'hono';
import type { MissingEditor } from '../http/require-editor.ts';

/**
 * How /mcp refuses a request without a valid editor token: a JSON-RPC error body whose message says
 * what to send, with 403 and no `WWW-Authenticate` challenge. An MCP client that was given an OAuth
 * provider (MCP Inspector, any app on the official SDK that configured one) starts an OAuth flow on
 * every 401, whatever the challenge says (`@modelcontextprotocol/sdk`, client/streamableHttp.js), and
 * Wayfinder has no OAuth server to send it to: the person would see a failed OAuth flow instead of this
 * message. A 401 must carry a challenge (RFC 9110 §15.5.2), so the honest status for "not without a
 * configured token, and there is nothing to negotiate" is 403, which the SDK's client reports with the body.
 */
export function refuseWithoutEditor(c: Context, reason: MissingEditor): Response {
  const what = reason === 'no-token' ? 'No editor token' : 'Unknown editor token';
  const message =
    `${what}: send the header "Authorization: Bearer <token>" with a token from WAYFINDER_TOKENS (the server's "editor:token" list). ` +
    'A client that cannot send headers can start "npm run mcp" as a stdio server instead; see docs/mcp.md.';
  // -32000: JSON-RPC's generic server error; the request's id is unknown, as its body is not read unauthenticated.
  return c.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }, 403);
}
