import type { UIMessage } from 'ai';
import { contentHash } from './guardrails/content-hash.ts';

/**
 * Identifies a chat request so a retry of it can be recognised: the id of its last message. When
 * that is the assistant's message carrying the editor's approval answers, the answers belong to the
 * key: answering is a new request, sending the same answers again is a retry.
 */
export function requestKeyFor(messages: readonly UIMessage[]): string {
  const last = messages.at(-1)!;
  if (last.role === 'user') return `user:${last.id}`;
  const answers = last.parts.flatMap((part) => ('approval' in part && part.approval ? [[part.approval.id, part.approval.approved ?? null]] : []));
  return `${last.role}:${last.id}:${contentHash(answers, 12)}`;
}

/** The editor's approval answers a request carries (approval-responded tool parts of its last message). */
export function approvalAnswers(messages: readonly UIMessage[]): Array<'granted' | 'denied'> {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return [];
  return last.parts.flatMap((part) =>
    'state' in part && part.state === 'approval-responded' && 'approval' in part && part.approval ? [part.approval.approved ? 'granted' : 'denied'] : [],
  ) as Array<'granted' | 'denied'>;
}
