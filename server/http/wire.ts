/**
 * The JSON that `/api` exchanges with its clients, as types: what each route answers and what the chat page
 * sends. The chat page imports its wire types from here and nowhere else (type-only, so nothing of the
 * server is bundled).
 *
 * web/tsconfig.json checks this file and everything it imports without Node types: import only from
 * modules that need none (types of the store, working memory, the chat's metadata), never from a route.
 * Shapes this file states itself, rather than derives, are held to the server's by test/http/wire.test.ts.
 */
import type { UIMessage } from 'ai';
import type { MAX_MESSAGE_CHARACTERS } from './message-text-limit.ts';
import type { MAX_TITLE_CHARACTERS } from './conversation-title-limit.ts';
import type { APPROVAL_SETTLED_BY_NEW_MESSAGE, ChatMessageMetadata } from '../agent/chat-message-metadata.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { ChangeHistoryRepository, ChangeRecord } from '../store/change-history.ts';
import type { Plan } from '../store/plan-repository.ts';

/** What went wrong with a request, as clients read it in `{ error: { type } }`; `STATUS_OF` (http-error.ts) gives each its status. */
export type HttpErrorType =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL'
  | 'NOT_CONFIGURED'
  | 'TRANSIENT';

/** The one body every refusal or failure of a JSON route answers with. */
/** What a CONFLICT or NOT_FOUND is about, for clients to act on: e.g. `{ entity: 'change', key: 41 }` for an undo refused. */
export type ErrorSubject = { entity: string; key: string | number };
export type ErrorEnvelope = { error: { type: HttpErrorType; message: string } & Partial<ErrorSubject> };

/** A conversation message, with what the server adds to assistant messages (turns, usage, model errors). */
export type ChatMessage = UIMessage<ChatMessageMetadata>;

/**
 * POST /api/chat: only what is new. The server keeps the conversation, so a client sends the editor's new
 * message, the answers to the approvals the server asked for, or a request to answer again.
 */
export type ChatRequest = {
  /** The conversation (session) id. */
  id: string;
  trigger: 'submit-message' | 'regenerate-message';
  message?: ChatMessage;
  /** With `message`: the id of the editor's last message, which this one replaces; the server keeps the replaced exchange as an earlier version. */
  replaces?: string;
  approvals?: Array<{ id: string; approved: boolean; reason?: string }>;
};

/**
 * The reason an approval carries when a new message settled it as denied. A type, so a client states the
 * same text and the compiler holds it to the server's.
 */
export type ApprovalSettledByNewMessage = typeof APPROVAL_SETTLED_BY_NEW_MESSAGE;

/** The most characters one message's text may have. A type, so the page states the same number and the compiler holds it to the server's. */
export type MessageTextLimit = typeof MAX_MESSAGE_CHARACTERS;

/** POST /api/chat/stop. */
export type StopRequest = { id: string };
/** Whether a running turn was stopped and recorded before the answer. */
export type StopAnswer = { stopped: boolean };

/** One of the editor's conversations, as GET /api/sessions lists them. */
export type SessionSummary = Awaited<ReturnType<WorkingMemoryStore['list']>>[number];
/** GET /api/sessions: most recently updated first. */
export type SessionList = { sessions: SessionSummary[] };
/** PATCH /api/sessions/:id: the new title, at most `ConversationTitleLimit` characters. */
export type RenameRequest = { title: string };
/** The renamed conversation. */
export type RenameAnswer = { session: ConversationMemory };
/** DELETE /api/sessions/:id: the id of the conversation forgotten. */
export type DeleteAnswer = { deleted: string };
/** The most characters a conversation's title has. */
export type ConversationTitleLimit = typeof MAX_TITLE_CHARACTERS;
/** GET /api/sessions/:id: the conversation's working memory and plan. */
export type SessionDetails = ConversationMemory & { plan: Plan | null };
/** GET /api/sessions/:id/messages: the conversation as the server keeps it. */
export type SessionMessages = { sessionId: string; messages: ChatMessage[] };

/** A change as the routes answer it: with where to preview it, when it can be seen. */
export type Change = ChangeRecord & { previewPath: string | null };
/** GET /api/changes: newest first; `nextCursor` is the next page's `before`. */
export type ChangeList = { changes: Change[]; nextCursor: Awaited<ReturnType<ChangeHistoryRepository['list']>>['nextCursor'] };
/** POST /api/changes/revert. */
export type RevertRequest = { changeIds: number[] };
/** The changes undone, and the changes the undo made. */
export type RevertAnswer = { reverted: Change[]; changes: Change[] };

/** GET /api/preview-access: an access to put in preview URLs (`?access=`), and when it stops working. */
export type PreviewAccessGrant = { access: string; expiresAt: string };

/** POST /api/tool-search. */
export type ToolSearchRequest = { query: string; limit?: number };
/** What `tool_search` would answer, and its cost to the model in tokens. */
export type ToolSearchAnswer = {
  tools: Array<{ name: string; description: string }>;
  rules: string;
  path: 'bm25' | 'vector' | 'hybrid';
  tokens: number;
};

/** The part of GET /health (no token needed) a client reads to know whether chatting can work. */
export type HealthModel = { model: { configured: boolean } };
