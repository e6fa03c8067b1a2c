import { z } from 'zod';

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
