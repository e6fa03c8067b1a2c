/** What each assistant message of the chat stream carries besides its parts; the chat page imports this type. */
export type ChatMessageMetadata = {
  sessionId: string;
  /** The turn's number within the session. */
  turn?: number;
  /** Tools declared to the model by the end of the turn, in the order they were added. */
  activeTools?: string[];
  usage?: { inputTokens?: number; outputTokens?: number; totalTokens?: number };
  /** Set when a retried request was answered from the record of the turn it already ran. */
  replayed?: boolean;
};
