import type { UIMessage } from 'ai';

/**
 * Each conversation's UI messages as the server produced them: the one source of truth for what was
 * said, which tools were called, and which approvals are open. Clients send only what is new.
 */
export interface ConversationStore {
  /** The conversation's messages, oldest first; empty for a conversation without any. */
  load(sessionId: string): Promise<UIMessage[]>;
  /**
   * Replaces the messages the caller loaded (`replacing`) with `messages` (the conversation must exist in working
   * memory). A message appended meanwhile that the caller never saw, an MCP call made while a chat turn ran, stays,
   * after them: a loaded message left out of `messages` is removed (Regenerate moves one into another's versions).
   */
  save(sessionId: string, messages: readonly UIMessage[], options: { replacing: readonly UIMessage[] }): Promise<void>;
  /** Adds one message at the end, without reading the others (an MCP call, which runs beside the chat's turns). */
  append(sessionId: string, message: UIMessage): Promise<void>;
}
