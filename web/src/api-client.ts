import { DefaultChatTransport } from 'ai';
import type {
  ChangeList,
  ChatMessage,
  ChatRequest,
  DeleteAnswer,
  ErrorEnvelope,
  HealthModel,
  HttpErrorType,
  PreviewAccessGrant,
  RenameAnswer,
  RenameRequest,
  RevertAnswer,
  RevertRequest,
  SessionDetails,
  SessionList,
  SessionMessages,
  StopAnswer,
  StopRequest,
  ToolSearchAnswer,
  ToolSearchRequest,
} from '../../server/http/wire.ts';

/** The server's 401 speaks to API clients (which header to send); the editor needs this instead. */
const TOKEN_REFUSED = 'That token is not valid. Check it and try again.';

/** A request the server refused or failed, with its reason as the editor should read it: the one error the page shows. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** From the server's envelope; `INTERNAL` when the answer was not one (a proxy's error page). */
  readonly type: HttpErrorType;
  readonly status: number;
  constructor({ type, message, status }: { type: HttpErrorType; message: string; status: number }) {
    super(message);
    this.type = type;
    this.status = status;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorEnvelope> | undefined;
  const type = body?.error?.type ?? (response.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL');
  const message = type === 'UNAUTHORIZED' ? TOKEN_REFUSED : (body?.error?.message ?? `Request failed (${response.status})`);
  return new ApiError({ type, message, status: response.status });
}

/**
 * The body of a chat request: only what is new (see `ChatRequest`): the editor's new message, or the
 * answers to the approvals the page shows, never the transcript.
 */
export function chatRequestBody({
  id,
  messages,
  trigger,
  replaces,
}: {
  id: string;
  messages: ChatMessage[];
  trigger: ChatRequest['trigger'];
  /** The id of the editor's last message, when the new message is its edit. */
  replaces?: string;
}): ChatRequest {
  if (trigger === 'regenerate-message') return { id, trigger };
  const last = messages.at(-1);
  if (last?.role === 'user') {
    // The server keeps a message's metadata; the page's own (the earlier versions it shows meanwhile) stays here.
    const { metadata: _shownMeanwhile, ...message } = last;
    return { id, trigger, message, ...(replaces === undefined ? {} : { replaces }) };
  }
  const approvals = (last?.parts ?? []).flatMap((part) =>
    'state' in part && part.state === 'approval-responded' && 'approval' in part && part.approval
      ? [{ id: part.approval.id, approved: part.approval.approved, ...(part.approval.reason ? { reason: part.approval.reason } : {}) }]
      : [],
  );
  return { id, trigger, approvals };
}

/** GET /api/changes' filters as the history panel sets them; absent ones do not filter. */
export type SiteChangeFilter = { pageSlug?: string; editor?: string; sessionId?: string; before?: number; limit?: number };

export function siteChangesQuery({ limit = 30, ...filter }: SiteChangeFilter): string {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
}

export type ApiClientOptions = {
  /** The editor's token, sent as `Authorization: Bearer` with every request. */
  token: string;
  /**
   * Sends a request; paths are absolute on the page's origin (`/api/...`). Tests hand in a Hono app's `request`.
   * @default the browser's fetch
   */
  fetch?: (path: string, init: RequestInit) => Promise<Response>;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Every `/api` call the chat page makes, bound to the editor's token. A refused request rejects with an
 * `ApiError`; a conversation that has not started yet reads as empty, not as an error.
 */
export function createApiClient({ token, fetch = (path, init) => globalThis.fetch(path, init) }: ApiClientOptions) {
  const send = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(path, { ...init, headers });
    if (!response.ok) throw await toApiError(response);
    return response;
  };
  const get = async <Answer>(path: string) => (await send(path)).json() as Promise<Answer>;
  const post = async <Answer>(path: string, body: unknown) =>
    (await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Answer>;
  const unlessNotStarted = <Answer>(answer: Promise<Answer>): Promise<Answer | undefined> =>
    answer.catch((error: unknown) => {
      if (error instanceof ApiError && error.type === 'NOT_FOUND') return undefined;
      throw error;
    });
  const sessionPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

  return {
    /** The editor's conversations, most recently updated first (with `titleContains`, those whose title contains it); also how a token is checked. */
    listSessions: async (titleContains?: string) =>
      (await get<SessionList>(titleContains ? `/api/sessions?q=${encodeURIComponent(titleContains)}` : '/api/sessions')).sessions,
    /** Gives the conversation a new title; rejects with the server's reason (e.g. too long). */
    renameSession: async (sessionId: string, title: string) =>
      (
        (await (
          await send(sessionPath(sessionId), {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title } satisfies RenameRequest),
          })
        ).json()) as RenameAnswer
      ).session,
    /** Forgets the conversation on the server; the changes it made stay in the site's history. */
    deleteSession: async (sessionId: string) => (await (await send(sessionPath(sessionId), { method: 'DELETE' })).json()) as DeleteAnswer,
    /** The conversation's working memory; undefined before its first turn. */
    getSession: (sessionId: string) => unlessNotStarted(get<SessionDetails>(sessionPath(sessionId))),
    /** The conversation as the server keeps it; empty before its first turn. */
    getSessionMessages: async (sessionId: string) => (await unlessNotStarted(get<SessionMessages>(`${sessionPath(sessionId)}/messages`)))?.messages ?? [],
    /** Every change made in the conversation, newest first. */
    listChanges: async (sessionId: string) => (await get<ChangeList>(`/api/changes?sessionId=${encodeURIComponent(sessionId)}&limit=200`)).changes,
    /** One page of the site's history, newest first: `before` is the previous page's `nextCursor`. */
    listSiteChanges: (filter: SiteChangeFilter) => get<ChangeList>(`/api/changes?${siteChangesQuery(filter)}`),
    /** Undoes changes in one step; rejects with the server's reason (409) when one cannot be undone. */
    revertChanges: (changeIds: number[]) => post<RevertAnswer>('/api/changes/revert', { changeIds } satisfies RevertRequest),
    getPreviewAccess: () => get<PreviewAccessGrant>('/api/preview-access'),
    /** Stops the conversation's running turn on the server; resolves once it is recorded. */
    stopTurn: (sessionId: string) => post<StopAnswer>('/api/chat/stop', { id: sessionId } satisfies StopRequest),
    /** What `tool_search` would find for a request; works without a model. */
    searchTools: (query: string) => post<ToolSearchAnswer>('/api/tool-search', { query } satisfies ToolSearchRequest),
    /** The transport `useChat` streams turns through: POST /api/chat with only what is new; refusals reject with an ApiError. */
    chatTransport: () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/api/chat',
        fetch: (input, init) => send(String(input), init),
        prepareSendMessagesRequest: ({ id, messages, trigger, body }) => ({ body: chatRequestBody({ id, messages, trigger, replaces: body?.replaces }) }),
      }),
  };
}

/** Whether a language model is configured; GET /health needs no token. */
export async function modelConfigured(): Promise<boolean> {
  const health = (await fetch('/health')
    .then((response) => response.json())
    .catch(() => undefined)) as Partial<HealthModel> | undefined;
  return health?.model?.configured !== false;
}
