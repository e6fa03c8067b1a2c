import type { UIMessage } from 'ai';
import { APPROVAL_SETTLED_BY_NEW_MESSAGE } from './chat-message-metadata.ts';
import { contentHash } from '../tool-runtime/content-hash.ts';
import { ConflictError } from '../errors/cms-errors.ts';
import { everyMessage, replaceLastExchange } from './earlier-versions.ts';

/** The editor's yes or no to one approval request the server streamed. */
export type ApprovalAnswer = { id: string; approved: boolean; reason?: string };

/**
 * What a chat request may bring: the editor's new message (`replaces` names the editor's last message when
 * this one is its edit), answers to open approvals, or a request to answer the last message again.
 * Everything else about the conversation is the server's own record.
 */
export type ChatRequestInput =
  | { kind: 'message'; message: UIMessage; replaces?: string }
  | { kind: 'approvals'; answers: ApprovalAnswer[] }
  | { kind: 'regenerate' };

/** A request that does not fit the conversation the server keeps; the route answers 400 with the message. */
export class ChatRequestError extends Error {
  override readonly name = 'ChatRequestError';
}

/**
 * Identifies a request so a client's retry of it is recognised: the new message's id, or the answers
 * given. Answering is a new request; sending the same answers again is a retry.
 */
export function requestKeyOf(input: ChatRequestInput, messages: readonly UIMessage[]): string {
  if (input.kind === 'message') return `user:${input.message.id}`;
  if (input.kind === 'approvals')
    return `approvals:${contentHash(
      input.answers.map(({ id, approved }) => [id, approved]),
      12,
    )}`;
  return `regenerate:${messages.findLast((message) => message.role === 'user')?.id ?? ''}:${crypto.randomUUID()}`;
}

/**
 * A message id names one message: sending it again with the same content is a retry (answered from the
 * record), with other content a mistake that must not be answered with the earlier reply.
 */
export function refuseChangedResend(stored: readonly UIMessage[], input: ChatRequestInput): void {
  if (input.kind !== 'message') return;
  const earlier = everyMessage(stored).find((message) => message.id === input.message.id);
  if (earlier && JSON.stringify(earlier.parts) !== JSON.stringify(input.message.parts)) {
    throw new ConflictError({
      entity: 'message',
      key: input.message.id,
      message: `Message id ${input.message.id} was already sent with different text; a retry must repeat it exactly. To send something new, give it a new id.`,
    });
  }
}

type ToolPart = UIMessage['parts'][number] & { state: string; approval?: { id: string; approved?: boolean; reason?: string; requestReason?: string } };
const isOpenApproval = (part: UIMessage['parts'][number]): part is ToolPart => 'state' in part && part.state === 'approval-requested';

/** The conversation's approval requests still waiting for an answer: those of its last assistant message. */
export function openApprovals(messages: readonly UIMessage[]): Array<{ approvalId: string; toolName: string }> {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return [];
  return last.parts.filter(isOpenApproval).map((part) => ({ approvalId: part.approval!.id, toolName: part.type.replace(/^tool-/, '') }));
}

function answerApprovals(message: UIMessage, answer: (approvalId: string) => ApprovalAnswer | undefined): UIMessage {
  return {
    ...message,
    parts: message.parts.map((part) => {
      if (!isOpenApproval(part)) return part;
      const given = answer(part.approval!.id);
      if (!given) return part;
      // The server's own description of the effect stays; the editor's answer is added to it.
      const { requestReason } = part.approval!;
      const approval = {
        id: given.id,
        approved: given.approved,
        ...(requestReason ? { requestReason } : {}),
        ...(given.reason ? { reason: given.reason } : {}),
      };
      return { ...part, state: 'approval-responded', approval } as UIMessage['parts'][number];
    }),
  };
}

/**
 * The conversation after this request, from the server's stored messages. An answer counts only for an
 * approval the server itself requested in this conversation and that is still open, so invented,
 * replayed, edited or repeated approvals change nothing. A new message settles open approvals as denied
 * (the conversation could not continue past them otherwise). A regenerate or an edit replaces the last
 * exchange, which the new one keeps as an earlier version (`replaceLastExchange`).
 */
export function applyChatRequest(stored: readonly UIMessage[], input: ChatRequestInput): UIMessage[] {
  const last = stored.at(-1);
  const open = openApprovals(stored);
  const lastUser = stored.findLastIndex((message) => message.role === 'user');
  if (input.kind === 'message') {
    if (everyMessage(stored).some((message) => message.id === input.message.id)) {
      throw new ChatRequestError(`Message id ${input.message.id} is already part of this conversation; send a new message with a new id.`);
    }
    if (input.replaces !== undefined) {
      if (stored[lastUser]?.id !== input.replaces) {
        throw new ChatRequestError(`Only the editor's last message can be edited, and ${input.replaces} is not it; send the edit as a new message instead.`);
      }
      return replaceLastExchange(stored, { from: lastUser, replacement: input.message });
    }
    const settled =
      open.length > 0 && last
        ? [...stored.slice(0, -1), answerApprovals(last, (id) => ({ id, approved: false, reason: APPROVAL_SETTLED_BY_NEW_MESSAGE }))]
        : [...stored];
    return [...settled, input.message];
  }
  if (input.kind === 'regenerate') {
    if (lastUser < 0) throw new ChatRequestError('There is no message to answer again in this conversation.');
    return replaceLastExchange(stored, { from: lastUser, replacement: stored[lastUser]! });
  }
  const openIds = new Set(open.map((approval) => approval.approvalId));
  const answered = new Map<string, ApprovalAnswer>();
  for (const answer of input.answers) {
    if (!openIds.has(answer.id)) {
      throw new ChatRequestError(`No open approval ${answer.id} in this conversation: it was never requested here, or it has been answered already.`);
    }
    if (answered.has(answer.id)) throw new ChatRequestError(`Approval ${answer.id} is answered twice in this request.`);
    answered.set(answer.id, answer);
  }
  const unanswered = open.filter((approval) => !answered.has(approval.approvalId));
  if (unanswered.length > 0) {
    throw new ChatRequestError(
      `Answer every open approval together; still open: ${unanswered.map((approval) => `${approval.approvalId} (${approval.toolName})`).join(', ')}.`,
    );
  }
  return [...stored.slice(0, -1), answerApprovals(last!, (id) => answered.get(id))];
}
