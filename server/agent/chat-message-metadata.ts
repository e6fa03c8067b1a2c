/** Why a turn stopped on a model error, in the editor's words; the chat page shows it with a Retry button. */
export type ModelErrorKind =
  | 'context-full'
  | 'key-refused'
  | 'no-credits'
  | 'model-not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'unreachable'
  | 'timeout'
  | 'request-refused'
  | 'unknown';

export type ModelErrorNotice = { kind: ModelErrorKind; message: string; retryable: boolean };

import type { UIMessage } from 'ai';

/**
 * An exchange the editor replaced (Regenerate, or editing the last message): the editor's message as it was
 * and the answer it got. The server keeps it, so the earlier answer, and what it changed, stay reachable.
 */
export type EarlierVersion = { messages: Array<UIMessage<ChatMessageMetadata>> };

/**
 * What each message of the chat stream carries besides its parts; the chat page imports this type. An
 * assistant message always has `sessionId`; an editor's message has metadata only when it keeps earlier versions.
 */
export type ChatMessageMetadata = {
  sessionId?: string;
  /** The turn's number within the conversation: the latest turn that added to this message. */
  turn?: number;
  /**
   * Every turn that added to this message, in order: one, or more when approvals continued it in later
   * requests. The change history records writes under these turns.
   */
  turns?: number[];
  /** Tools declared to the model by the end of the turn, in the order they were added. */
  activeTools?: string[];
  /** Tokens of the whole message: every request that added to it (an approval continues a message), summed. */
  usage?: { inputTokens?: number; outputTokens?: number; totalTokens?: number };
  /** Set when a retried request was answered from the record of the turn it already ran. */
  replayed?: boolean;
  /** Set when the model failed: what the editor reads, and whether Retry can help. */
  modelError?: ModelErrorNotice;
  /** Set when the editor stopped the turn. */
  stopped?: boolean;
  /** Set on a tool call an MCP client made, kept in the conversation: the client's name. Nothing to regenerate. */
  mcpClient?: string;
  /** On an editor's message: the exchanges it replaced (its answer regenerated, or the message edited), oldest first. */
  earlierVersions?: EarlierVersion[];
};

/** The reason the server gives an approval that a new message settled: the page shows it as "denied: you sent a new message". */
export const APPROVAL_SETTLED_BY_NEW_MESSAGE = 'The editor sent a new message instead of answering; treat this as a no.';
