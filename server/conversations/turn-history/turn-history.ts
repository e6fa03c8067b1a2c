/** How one tool call of a turn ended, as the guardrails classify it. */
export type ToolCallOutcome = 'ok' | 'empty' | 'error' | 'refused' | 'replayed';

/** One tool call, without its arguments or result: a hash identifies the arguments. */
export type ToolCallRecord = { tool: string; argumentsHash: string; outcome: ToolCallOutcome; errorType?: string };

/** A write tool's successful result, kept so a retried request answers with it instead of writing again. */
export type CompletedWrite = { tool: string; argumentsHash: string; output: unknown };

export type TurnStatus = 'running' | 'completed' | 'interrupted';

export type TurnRecord = {
  sessionId: string;
  /** 1, 2, 3… within the conversation. */
  turn: number;
  /** Identifies the chat request (its last message), so a retry of the same request finds this turn. */
  requestKey: string;
  registryVersion: string;
  status: TurnStatus;
  startedAt: string;
  finishedAt?: string;
  toolCalls: ToolCallRecord[];
  writes: CompletedWrite[];
  /** The UI message stream chunks the editor received; set once the turn completed, replayed on a retry. */
  response?: unknown[];
};

/** Turns a conversation keeps: enough for loop and empty-result history and for client retries, no more. */
export const TURNS_KEPT = 5;

/** The recent turns of each conversation: what their tool calls did, and how each ended. */
export interface TurnHistory {
  /** Starts the conversation's next turn and forgets turns beyond the last `TURNS_KEPT`. */
  begin(options: { sessionId: string; requestKey: string; registryVersion: string }): Promise<TurnRecord>;
  /** Marks an unfinished turn running again, for a retried request that continues it. */
  resume(options: { sessionId: string; turn: number; registryVersion: string }): Promise<TurnRecord>;
  /** The latest kept turn started by this request. */
  findByRequest(sessionId: string, requestKey: string): Promise<TurnRecord | undefined>;
  /** The conversation's kept turns, oldest first. */
  list(sessionId: string): Promise<TurnRecord[]>;
  /** Appends a tool call, and a write tool's result, as soon as the call ends: an interrupted turn keeps what it did. */
  recordToolCall(options: { sessionId: string; turn: number; call: ToolCallRecord; write?: CompletedWrite }): Promise<void>;
  finish(options: { sessionId: string; turn: number; status: Exclude<TurnStatus, 'running'>; response?: unknown[] }): Promise<void>;
}
