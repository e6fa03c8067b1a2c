import { z } from 'zod';
import type { TransactionOptions } from '../../store/sql/sql-client.ts';

/**
 * A conversation id as clients choose it (useChat's chat id, an MCP client's conversation): short,
 * and safe in URLs, headers and log lines.
 */
export const sessionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, 'letters, digits, "_", "-", ".", ":" only');

/** The transaction scope of one session's own records: its turns never wait for another session's. */
export const sessionScope = (sessionId: string): TransactionOptions => ({ scope: `session:${sessionId}` });
