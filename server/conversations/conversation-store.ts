import type { UIMessage } from 'ai';

/**
 * Each conversation's UI messages as the server produced them: the one source of truth for what was
 * said, which tools were called, and which approvals are open. Clients send only what is new.
 */
export interface ConversationStore {
  /** The conversation's messages, oldest first; empty for a conversation without any. */
  load(sessionId: string): Promise<UIMessage[]>;
  /** Replaces the conversation's messages (the conversation must exist in working memory). */
  save(sessionId: string, messages: readonly UIMessage[]): Promise<void>;
  /** Adds one message at the end, without reading the others (an MCP call, which runs beside the chat's turns). */
  append(sessionId: string, message: UIMessage): Promise<void>;
}
