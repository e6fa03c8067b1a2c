import { isToolUIPart } from 'ai';
import type { ApprovalSettledByNewMessage, ChatMessage } from '../../server/http/wire.ts';

/** The server's reason for such an approval, restated so nothing of the server is bundled; its type holds it to the server's text. */
export const APPROVAL_SETTLED_BY_NEW_MESSAGE: ApprovalSettledByNewMessage = 'The editor sent a new message instead of answering; treat this as a no.';

/**
 * The conversation as it is once a new message is sent: approvals still open in the last assistant
 * message are denied, as the server settles them, so their cards stop offering Approve at once.
 */
export function settleOpenApprovals(messages: ChatMessage[]): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.role !== 'assistant' || !last.parts.some((part) => isToolUIPart(part) && part.state === 'approval-requested')) return messages;
  const parts = last.parts.map((part) =>
    isToolUIPart(part) && part.state === 'approval-requested'
      ? ({
          ...part,
          state: 'output-denied',
          approval: { ...part.approval, approved: false, reason: APPROVAL_SETTLED_BY_NEW_MESSAGE },
        } as unknown as ChatMessage['parts'][number])
      : part,
  );
  return [...messages.slice(0, -1), { ...last, parts }];
}
