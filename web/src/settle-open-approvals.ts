import { isToolUIPart } from 'ai';
import { APPROVAL_SETTLED_BY_NEW_MESSAGE } from '../../server/agent/chat-message-metadata.ts';
import type { ChatMessage } from './api.ts';

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
