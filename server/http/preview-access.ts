import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a preview link works: a working day. */
export const PREVIEW_ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

export type PreviewAccess = {
  /** An access for `editor`, to put in preview URLs, and when it stops working. */
  issue(editor: string): { access: string; expiresAt: string };
  /** The editor an access was issued to, or undefined when it is forged, damaged or expired. */
  verify(access: string | undefined): string | undefined;
};

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Preview pages open in a new tab, where the chat page's bearer token cannot go. The API hands the
 * signed-in editor an access instead: their name and an expiry, signed with a secret stored in the
 * database (`composeWayfinder`), so a link issued by one process opens on every other and survives a
 * restart until it expires. It opens previews only, never the API.
 */
export function createPreviewAccess({ ttlMs = PREVIEW_ACCESS_TTL_MS, now = () => Date.now(), secret = randomBytes(32) } = {}): PreviewAccess {
  return {
    issue(editor) {
      const expires = now() + ttlMs;
      const payload = `${Buffer.from(editor).toString('base64url')}.${expires}`;
      return { access: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expires).toISOString() };
    },
    verify(access) {
      const parts = access?.split('.') ?? [];
      // Exactly three parts: an access with more appended is no access this server issued.
      if (parts.length !== 3) return undefined;
      const [editor, expires, signature] = parts;
      if (!editor || !expires || !signature) return undefined;
      const expected = Buffer.from(sign(secret, `${editor}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!(Number(expires) > now())) return undefined;
      return Buffer.from(editor, 'base64url').toString();
    },
  };
}
