import type { UIMessage } from 'ai';
import type { ChatMessageMetadata } from '../../server/agent/chat-message-metadata.ts';
import type { ChangeRecord } from '../../server/store/change-history.ts';

export type ChatMessage = UIMessage<ChatMessageMetadata>;

export type SessionSummary = { sessionId: string; title: string; createdAt: string; updatedAt: string };
/** A change as GET /api/changes lists it: with where to preview it, when it can be seen. */
export type Change = ChangeRecord & { previewPath: string | null };
export type PreviewAccess = { access: string; expiresAt: string };
export type MemoryEntity = { type: string; id: string | number; name: string };
export type SessionMemory = { sessionId: string; entities: MemoryEntity[]; discoveredTools: string[] };
export type ToolSearchAnswer = { tools: Array<{ name: string; description: string }>; rules: string; tokens: number };

/** Thrown for a 401: the stored token is no longer (or never was) valid. */
export class UnauthorizedError extends Error {}

/** A request the server refused, with its reason (e.g. a 409 from an undo that cannot be done). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function request<T>(
  token: string,
  path: string,
  init: RequestInit = {},
  { missing = 'undefined' }: { missing?: 'undefined' | 'error' } = {},
): Promise<T | undefined> {
  const response = await fetch(path, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  if (response.status === 401) throw new UnauthorizedError('That token is not valid. Check it and try again.');
  if (response.status === 404 && missing === 'undefined') return undefined;
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new RequestError(body?.error?.message ?? `Request failed (${response.status})`, response.status);
  return body as T;
}

export const listSessions = async (token: string) => (await request<{ sessions: SessionSummary[] }>(token, '/api/sessions'))?.sessions ?? [];
export const getSessionMemory = (token: string, sessionId: string) => request<SessionMemory>(token, `/api/sessions/${encodeURIComponent(sessionId)}`);
/** The conversation as the server keeps it; empty for one that has not started. */
export const getSessionMessages = async (token: string, sessionId: string) =>
  (await request<{ messages: ChatMessage[] }>(token, `/api/sessions/${encodeURIComponent(sessionId)}/messages`))?.messages ?? [];

/**
 * The body of a chat request: only what is new. The server keeps the conversation, so the page sends
 * the editor's new message, or the answers to the approvals it shows, never the transcript.
 */
export function chatRequestBody({ id, messages, trigger }: { id: string; messages: ChatMessage[]; trigger: string }): Record<string, unknown> {
  if (trigger === 'regenerate-message') return { id, trigger };
  const last = messages.at(-1);
  if (last?.role === 'user') return { id, trigger, message: last };
  const approvals = (last?.parts ?? []).flatMap((part) =>
    'state' in part && part.state === 'approval-responded' && 'approval' in part && part.approval
      ? [{ id: part.approval.id, approved: part.approval.approved, ...(part.approval.reason ? { reason: part.approval.reason } : {}) }]
      : [],
  );
  return { id, trigger, approvals };
}
/** Every change made in the conversation, newest first. */
export const listChanges = async (token: string, sessionId: string) =>
  (await request<{ changes: Change[] }>(token, `/api/changes?sessionId=${encodeURIComponent(sessionId)}&limit=200`))?.changes ?? [];
/** Undoes changes in one step; throws RequestError with the server's reason when it cannot. */
export const revertChanges = async (token: string, changeIds: number[]) =>
  (await request<{ reverted: Change[]; changes: Change[] }>(
    token,
    '/api/changes/revert',
    { method: 'POST', body: JSON.stringify({ changeIds }) },
    { missing: 'error' },
  ))!;
export const getPreviewAccess = async (token: string) => (await request<PreviewAccess>(token, '/api/preview-access'))!;
/** Stops the conversation's running turn on the server; resolves once it is recorded. */
export const stopTurn = (token: string, sessionId: string) => request(token, '/api/chat/stop', { method: 'POST', body: JSON.stringify({ id: sessionId }) });

/** A preview path from the server (`/preview/home#section-3`) as a URL that opens it. */
export function previewUrl(path: string, access: PreviewAccess): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('access', access.access);
  return url.pathname + url.search + url.hash;
}

export const searchTools = async (token: string, query: string) =>
  (await request<ToolSearchAnswer>(token, '/api/tool-search', { method: 'POST', body: JSON.stringify({ query }) }))!;

/** Whether a language model is configured; /health needs no token. */
export async function modelConfigured(): Promise<boolean> {
  const health = await fetch('/health')
    .then((response) => response.json())
    .catch(() => undefined);
  return health?.model?.configured !== false;
}
