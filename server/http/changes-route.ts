import { Hono } from 'hono';
import { z } from 'zod';
import { previewPathOf } from '../preview/preview-path.ts';
import type { PreviewStore } from '../preview/render-preview.ts';
import { CHANGE_ENTITY_TYPES, type ChangeRecord } from '../store/change-history.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { describeIssues } from './describe-issues.ts';
import { HttpError } from './http-error.ts';
import type { EditorVariables } from './require-editor.ts';
import { validateJson } from './validate-json.ts';

const positiveInteger = z.coerce.number().int().positive();

const listQuerySchema = z.object({
  sessionId: z.string().min(1).max(200).optional(),
  turn: positiveInteger.optional(),
  editor: z.string().min(1).max(200).optional(),
  entityType: z.enum(CHANGE_ENTITY_TYPES).optional(),
  entityId: positiveInteger.optional(),
  /** The page by its slug: its own changes and those of the sections it has. */
  pageSlug: z.string().min(1).max(200).optional(),
  limit: positiveInteger.max(200).default(50),
  before: positiveInteger.optional(),
});

const revertBodySchema = z.object({ changeIds: z.array(z.number().int().positive()).min(1).max(200) });

/**
 * GET /changes: the site's change history, newest first, filtered by session, turn, editor, entity or page
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
    if (!query.success) throw new HttpError({ type: 'BAD_REQUEST', message: describeIssues(query.error, { root: 'query' }) });
    const { pageSlug, ...filter } = query.data;
    const page = pageSlug === undefined ? undefined : await store.pages.getBySlug(pageSlug);
    if (pageSlug !== undefined && !page) return c.json({ changes: [], nextCursor: null });
    const { changes, nextCursor } = await store.changes.list({ ...filter, pageId: page?.id });
    return c.json({ changes: await withPreviews(changes), nextCursor });
  });

  // A change that cannot be undone throws ConflictError (409) or NotFoundError (404); app.onError answers.
  app.post('/changes/revert', validateJson(revertBodySchema), async (c) => {
    const outcome = await store.attributed({ editor: c.get('editor') }, () => store.changes.revert(c.get('body').changeIds));
    return c.json({ reverted: await withPreviews(outcome.reverted), changes: await withPreviews(outcome.changes) });
  });
  return app;
}
