import { Hono } from 'hono';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../errors/cms-errors.ts';
import { previewPathOf } from '../preview/preview-path.ts';
import type { PreviewStore } from '../preview/render-preview.ts';
import { CHANGE_ENTITY_TYPES, type ChangeRecord } from '../store/change-history.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { EditorVariables } from './require-editor.ts';

const positiveInteger = z.coerce.number().int().positive();

const listQuerySchema = z.object({
  sessionId: z.string().min(1).max(200).optional(),
  turn: positiveInteger.optional(),
  editor: z.string().min(1).max(200).optional(),
  entityType: z.enum(CHANGE_ENTITY_TYPES).optional(),
  entityId: positiveInteger.optional(),
  limit: positiveInteger.max(200).default(50),
  before: positiveInteger.optional(),
});

const revertBodySchema = z.object({ changeIds: z.array(z.number().int().positive()).min(1).max(200) });

const problem = (type: string, message: string) => ({ error: { type, message } });
const describeIssues = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/**
 * GET /changes: the site's change history, newest first, filtered by session, turn, editor or entity
 * and paged with `before` (the previous page's nextCursor); each change with where to preview it.
 * POST /changes/revert `{ changeIds }`: undoes them in one transaction (409 with the reason, and
 * nothing changed, when one cannot be undone), recorded as the editor's changes.
 * The history is the site's, shared by its editors, like the site itself.
 */
export function createChangesRoute({ store }: { store: CmsStore & PreviewStore }) {
  const app = new Hono<{ Variables: EditorVariables }>();
  /** Each change with its preview path; one lookup per distinct location of the answer (a turn often edits one page). */
  const withPreviews = (changes: readonly ChangeRecord[]) => {
    const paths = new Map<string, Promise<string | null>>();
    return Promise.all(
      changes.map(async (change) => {
        const key = JSON.stringify(change.location);
        if (!paths.has(key)) paths.set(key, previewPathOf(change.location, store));
        return { ...change, previewPath: await paths.get(key)! };
      }),
    );
  };

  app.get('/changes', async (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(problem('BAD_REQUEST', describeIssues(query.error)), 400);
    const { changes, nextCursor } = await store.changes.list(query.data);
    return c.json({ changes: await withPreviews(changes), nextCursor });
  });

  app.post('/changes/revert', async (c) => {
    const body = revertBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json(problem('BAD_REQUEST', describeIssues(body.error)), 400);
    try {
      const outcome = await store.attributed({ editor: c.get('editor') }, () => store.changes.revert(body.data.changeIds));
      return c.json({ reverted: await withPreviews(outcome.reverted), changes: await withPreviews(outcome.changes) });
    } catch (error) {
      if (error instanceof ConflictError) return c.json(problem('CONFLICT', error.message), 409);
      if (error instanceof NotFoundError) return c.json(problem('NOT_FOUND', error.message), 404);
      throw error;
    }
  });
  return app;
}
