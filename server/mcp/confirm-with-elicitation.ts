import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { ConfirmationRequest, ConfirmToolCall } from '../tool-runtime/ask-for-approval.ts';

const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).trim();

/** What the person reads: what the tool does, what this call would do, with which arguments, and what each answer means. */
export function confirmationMessage({ tool, input, effect }: ConfirmationRequest): string {
  const what = effect === undefined ? '' : `\n\n${effect.replace(/[.]?$/, '.')}`;
  return `Allow "${tool.title}"? ${firstSentence(tool.description)}${what}\n\n${tool.name} ${JSON.stringify(input ?? {})}\n\nAccept runs it now; decline changes nothing.`;
}

/**
 * Confirmation through MCP elicitation (a form with no fields: the answer is the action), sent on the
 * stream of the tool call that needs it. Undefined when the client did not declare form elicitation:
 * the runtime then refuses rather than run unconfirmed.
 */
export function elicitationConfirmer({
  server,
  relatedRequestId,
  signal,
  timeoutMs,
}: {
  server: Server;
  /** The tools/call request waiting for the answer (over HTTP, its response stream carries the question). */
  relatedRequestId: RequestId;
  signal: AbortSignal;
  /** How long a person may take to answer. */
  timeoutMs: number;
}): ConfirmToolCall | undefined {
  if (!server.getClientCapabilities()?.elicitation?.form) return undefined;
  return async (request) => {
    const result = await server.elicitInput(
      { mode: 'form', message: confirmationMessage(request), requestedSchema: { type: 'object', properties: {} } },
      { relatedRequestId, signal, timeout: timeoutMs },
    );
    return result.action;
  };
}
