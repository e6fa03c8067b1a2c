import type { UIMessage } from 'ai';
import { z } from 'zod';
import type { ChatRequestInput } from '../agent/chat-request.ts';
import { MAX_TITLE_CHARACTERS } from './conversation-title-limit.ts';
import { describeIssues } from './describe-issues.ts';
import { MAX_MESSAGE_CHARACTERS } from './message-text-limit.ts';

const id = z.string().trim().min(1).max(200);

/** What the editor may write: text, and files carried as data: URLs. */
const userPartSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('text'),
    text: z.string().max(MAX_MESSAGE_CHARACTERS, 'the message is too long: one message can have at most 100,000 characters (about 15,000 words)'),
  }),
  z.looseObject({
    type: z.literal('file'),
    mediaType: z.string().min(1).max(200),
    filename: z.string().max(500).optional(),
    // Wayfinder never fetches a URL a chat message names: the fetch would come from inside the network
    // (a name can resolve to 127.0.0.1), past the outbound HTTP guard that tools go through.
    url: z
      .string()
      .max(20_000_000)
      .refine(
        (value) => /^data:[^,]*,/.test(value) && URL.canParse(value),
        'files must carry their content as a data: URL; Wayfinder does not fetch URLs named in chat messages',
      ),
  }),
]);

const userMessageSchema = z.looseObject({
  id,
  role: z.literal('user', { error: 'only the editor\'s own (role "user") message can be sent' }),
  parts: z
    .array(userPartSchema)
    .min(1)
    .max(100)
    // An empty message would still cost a model call and start a conversation titled "New conversation".
    .refine((parts) => parts.some((part) => part.type === 'file' || part.text.trim() !== ''), 'the message is empty: write something to send'),
});

const approvalAnswerSchema = z.object({ id, approved: z.boolean(), reason: z.string().max(2000).optional() });

/** The approval answers in the last message of an older client's full transcript; nothing else of it is used. */
const legacyAnsweredMessageSchema = z.looseObject({
  role: z.literal('assistant'),
  parts: z.array(
    z.looseObject({
      state: z.unknown().optional(),
      approval: z.looseObject({ id, approved: z.boolean().optional(), reason: z.string().max(2000).optional() }).optional(),
    }),
  ),
});

export const chatRequestBodySchema = z.looseObject({
  /** The conversation id (useChat's chat id); Wayfinder's session id. */
  id: id.regex(/^[\w.:-]+$/, 'letters, digits, "_", "-", ".", ":" only'),
  /** The editor's new message. */
  message: z.unknown().optional(),
  /** With `message`: the id of the editor's last message, which this one replaces (edit and send again). */
  replaces: id.optional(),
  /** Answers to the approvals the server requested in this conversation. */
  approvals: z.array(approvalAnswerSchema).min(1).max(50).optional(),
  /** Older clients send the whole transcript: only its last user message or approval answers are read. */
  messages: z.array(z.unknown()).min(1, 'send at least one message').max(10_000).optional(),
  /** useChat's reason for the request. */
  trigger: z.enum(['submit-message', 'regenerate-message']).optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequestBodySchema>;

/** Keeps only what the editor wrote: the id, and text and file parts (no metadata, no client-chosen extras). */
function toUserMessage(message: z.infer<typeof userMessageSchema>): UIMessage {
  return {
    id: message.id,
    role: 'user',
    parts: message.parts.map((part) =>
      part.type === 'text'
        ? { type: 'text' as const, text: part.text }
        : { type: 'file' as const, mediaType: part.mediaType, url: part.url, ...(part.filename ? { filename: part.filename } : {}) },
    ),
  };
}

function readUserMessage(value: unknown, prefix: string, replaces?: string): ChatRequestInput | string {
  const parsed = userMessageSchema.safeParse(value);
  if (!parsed.success) return describeIssues(parsed.error, { prefix });
  return { kind: 'message', message: toUserMessage(parsed.data), ...(replaces === undefined ? {} : { replaces }) };
}

/** The request's one input, or a reason it has none it may have. */
export function readChatRequestInput(body: ChatRequestBody): ChatRequestInput | string {
  if (body.replaces !== undefined && body.message === undefined) return '"replaces" goes with "message": the edited message that replaces the last one';
  if (body.trigger === 'regenerate-message') return { kind: 'regenerate' };
  if (body.message !== undefined) return readUserMessage(body.message, 'message', body.replaces);
  if (body.approvals) return { kind: 'approvals', answers: body.approvals };
  if (!body.messages) return 'send "message" (the new user message) or "approvals" (answers to open approvals)';
  const last = body.messages.at(-1);
  const lastIndex = `messages.${body.messages.length - 1}`;
  if ((last as { role?: unknown } | undefined)?.role === 'user') return readUserMessage(last, lastIndex);
  const answered = legacyAnsweredMessageSchema.safeParse(last);
  if (!answered.success) return `${lastIndex}: the last message must be the editor's new message or the assistant's message with approval answers`;
  const answers = answered.data.parts.flatMap((part) =>
    part.state === 'approval-responded' && part.approval && typeof part.approval.approved === 'boolean'
      ? [{ id: part.approval.id, approved: part.approval.approved, ...(part.approval.reason ? { reason: part.approval.reason } : {}) }]
      : [],
  );
  return answers.length > 0 ? { kind: 'approvals', answers } : `${lastIndex}: no approval answers in the assistant's message`;
}

/** A short title for a new conversation: the start of its first message. */
export function titleOf(input: ChatRequestInput): string {
  const text =
    input.kind === 'message'
      ? input.message.parts
          .flatMap((part) => (part.type === 'text' ? [part.text] : []))
          .join(' ')
          .trim()
      : '';
  return (text || 'New conversation').slice(0, MAX_TITLE_CHARACTERS);
}
