import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
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

/** Why a request was refused: it carried no bearer token, or one no editor has. */
export type MissingEditor = 'no-token' | 'unknown-token';

export type RequireEditorOptions = {
  /** Answers a refused request in the surface's own protocol; by default the API's 401 envelope. */
  refuse?: (c: Context, reason: MissingEditor) => Response;
};

/** Lets a request through only with `Authorization: Bearer <token>` of a configured editor; answers 401 otherwise, unless `refuse` answers. */
export function requireEditor(tokens: EditorTokens, { refuse }: RequireEditorOptions = {}) {
  return createMiddleware<{ Variables: EditorVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const editor = match ? findEditor(tokens, match[1]!) : undefined;
    if (!editor) {
      if (refuse) return refuse(c, match ? 'unknown-token' : 'no-token');
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
