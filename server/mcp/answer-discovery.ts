/** JSON-RPC 2.0's code for a method the server does not have. */
const METHOD_NOT_FOUND = -32601;

/**
 * The answer to `server/discover`, or undefined for any other message. A client of MCP 2026-07-28 asks
 * it before anything else; Wayfinder speaks the SDK's revision, which begins with `initialize`, so it
 * answers "method not found": the error that tells such a client to fall back to initialize (a -3202x
 * error would tell it the server speaks the new revision and refuses its version). This module imports
 * nothing, so that stdio can answer before the rest of Wayfinder has loaded.
 */
export function answerDiscovery(message: unknown): { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string } } | undefined {
  if (typeof message !== 'object' || message === null || (message as { method?: unknown }).method !== 'server/discover') return undefined;
  const { id } = message as { id?: unknown };
  return {
    jsonrpc: '2.0',
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    error: { code: METHOD_NOT_FOUND, message: 'Method not found: server/discover. This server speaks MCP up to 2025-11-25; start with initialize.' },
  };
}
