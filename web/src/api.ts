import type { UIMessage } from 'ai';
import type { ChatMessageMetadata } from '../../server/agent/chat-message-metadata.ts';

export type ChatMessage = UIMessage<ChatMessageMetadata>;

export type SessionSummary = { sessionId: string; title: string; updatedAt: string };
export type MemoryEntity = { type: string; id: string | number; name: string };
export type SessionMemory = { sessionId: string; entities: MemoryEntity[]; discoveredTools: string[] };
export type ToolSearchAnswer = { tools: Array<{ name: string; description: string }>; rules: string; tokens: number };

/** Thrown for a 401: the stored token is no longer (or never was) valid. */
export class UnauthorizedError extends Error {}

async function request<T>(token: string, path: string, init: RequestInit = {}): Promise<T | undefined> {
  const response = await fetch(path, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  if (response.status === 401) throw new UnauthorizedError('That token is not valid. Check it and try again.');
  if (response.status === 404) return undefined;
  const body = await response.json();
  if (!response.ok) throw new Error(body?.error?.message ?? `Request failed (${response.status})`);
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
export const searchTools = async (token: string, query: string) =>
  (await request<ToolSearchAnswer>(token, '/api/tool-search', { method: 'POST', body: JSON.stringify({ query }) }))!;

/** Whether a language model is configured; /health needs no token. */
export async function modelConfigured(): Promise<boolean> {
  const health = await fetch('/health')
    .then((response) => response.json())
    .catch(() => undefined);
  return health?.model?.configured !== false;
}
