import { z } from 'zod';
import type { TransactionOptions } from '../../store/sql/sql-client.ts';

/**
 * A conversation id as clients choose it (useChat's chat id, an MCP client's conversation): short,
 * and safe in URLs, headers and log lines.
 */
export const conversationIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, 'letters, digits, "_", "-", ".", ":" only');

/**
 * The transaction scope of one conversation's own records: its turns never wait for another conversation's.
 * The scope names PostgreSQL's advisory lock, so it keeps the prefix `session:` that processes of an older
 * version take during a rolling restart (decision 024).
 */
export const conversationScope = (sessionId: string): TransactionOptions => ({ scope: `session:${sessionId}` });
