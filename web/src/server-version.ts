import type { ChatMessage } from '../../server/http/wire.ts';

const answeringApproval = (messages: readonly ChatMessage[]) =>
  messages.at(-1)?.parts.some((part) => 'state' in part && part.state === 'approval-responded') ?? false;

/**
 * What the page shows once the server's version of the conversation arrives after a turn, a refused request
 * or a stop. The server keeps the conversation (approvals it settled, the state a stopped turn reached), so
 * its version wins, unless it has none yet or, after a finished turn, the editor has already answered an
 * approval that is on its way.
 */
export function preferServerVersion({ shown, server, afterError }: { shown: ChatMessage[]; server: ChatMessage[]; afterError: boolean }): ChatMessage[] {
  if (server.length === 0) return shown;
  return afterError || !answeringApproval(shown) ? server : shown;
}
