import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Bearer token -> editor name. */
export type EditorTokens = ReadonlyMap<string, string>;

const GENERATED_EDITOR = 'admin';

/**
 * The configured tokens, or, when none are configured, one token for "admin" created on first start
 * and kept in the data directory (mode 600) so it survives restarts. `created` says whether to print it.
 */
export function resolveEditorTokens({ configured, dataDir }: { configured: EditorTokens; dataDir: string }): {
  tokens: EditorTokens;
  /** The file the generated token is kept in; undefined when the tokens are configured. */
  storedIn?: string;
  created?: { editor: string; token: string; file: string };
} {
  if (configured.size > 0) return { tokens: configured };
  const file = path.join(dataDir, 'editor-token.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { editor: string; token: string };
    return { tokens: new Map([[stored.token, stored.editor]]), storedIn: file };
  }
  const token = randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ editor: GENERATED_EDITOR, token }), { mode: 0o600 });
  return { tokens: new Map([[token, GENERATED_EDITOR]]), storedIn: file, created: { editor: GENERATED_EDITOR, token, file } };
}
