import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { EditorTokens } from '../services/editor-tokens.ts';
import { HttpError } from './http-error.ts';

export type EditorVariables = { editor: string };

function findEditor(tokens: EditorTokens, presented: string): string | undefined {
  const presentedBytes = Buffer.from(presented);
  for (const [token, editor] of tokens) {
    const tokenBytes = Buffer.from(token);
    // Constant-time comparison: response timing must not reveal how much of a token matched.
    if (tokenBytes.length === presentedBytes.length && timingSafeEqual(tokenBytes, presentedBytes)) return editor;
  }
  return undefined;
}

/** Answers 401 unless the request carries `Authorization: Bearer <token>` of a configured editor. */
export function requireEditor(tokens: EditorTokens) {
  return createMiddleware<{ Variables: EditorVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const editor = match ? findEditor(tokens, match[1]!) : undefined;
    if (!editor) {
      throw new HttpError({
        type: 'UNAUTHORIZED',
        message: match ? 'Unknown token.' : 'Send Authorization: Bearer <token> (see WAYFINDER_TOKENS).',
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    c.set('editor', editor);
    await next();
  });
}
