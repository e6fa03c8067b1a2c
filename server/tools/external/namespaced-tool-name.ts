import { createHash } from 'node:crypto';

/** Between a server's name and its tool's: no built-in tool name has two underscores, so the namespaces never meet. */
export const NAMESPACE_SEPARATOR = '__';

/** What model providers accept as a tool name (OpenAI and Anthropic: letters, digits, `_` and `-`, at most 64). */
const PROVIDER_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const HASH_LENGTH = 8;

/**
 * The name Wayfinder gives an external server's tool: `<server>__<tool>` (`dam__search_assets`). A tool whose own
 * name a provider would refuse (a dot, a slash, too long) keeps what it can of it and a short hash of the whole
 * name, so the result is still valid, and stable: it depends on the two names alone, never on the listing's order.
 */
export function namespacedToolName(server: string, tool: string): string {
  const plain = `${server}${NAMESPACE_SEPARATOR}${tool}`;
  if (PROVIDER_TOOL_NAME.test(plain)) return plain;
  const hash = createHash('sha256').update(tool).digest('hex').slice(0, HASH_LENGTH);
  const room = 64 - server.length - NAMESPACE_SEPARATOR.length - HASH_LENGTH - 1;
  const kept = tool.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, Math.max(0, room));
  return `${server}${NAMESPACE_SEPARATOR}${kept}_${hash}`;
}

/** Whether a name is an external tool's (namespaced) rather than a built-in one. */
export const isNamespacedToolName = (name: string) => name.includes(NAMESPACE_SEPARATOR);
