import { Hono } from 'hono';
import { z } from 'zod';
import type { LearnedPhraseStore } from '../services/learned-phrases/learned-phrases.ts';
import { describeIssues } from './describe-issues.ts';
import { HttpError } from './http-error.ts';
import type { EditorVariables } from './require-editor.ts';

const toolName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'a tool name such as cms_updatePage');
const listQuerySchema = z.object({ tool: toolName.optional() }).strict();
const removeToolQuerySchema = z.object({ tool: toolName }).strict();
const idSchema = z.coerce.number().int().positive();

const badRequest = (message: string) => new HttpError({ type: 'BAD_REQUEST', message });

/**
 * What the site learned from its editors' requests (docs/learning-from-use.md), visible and removable:
 * GET /learned-phrases[?tool=NAME] lists the phrases with the turns that taught them; DELETE
 * /learned-phrases/:id forgets one; DELETE /learned-phrases?tool=NAME forgets all of a tool's. Like the
 * change history, they are the site's, shared by its editors. Search follows within a second.
 */
export function createLearnedPhrasesRoute({ learnedPhrases }: { learnedPhrases: LearnedPhraseStore }) {
  const app = new Hono<{ Variables: EditorVariables }>();

  app.get('/learned-phrases', async (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) throw badRequest(describeIssues(query.error, { root: 'query' }));
    return c.json({ phrases: await learnedPhrases.list(query.data) });
  });

  app.delete('/learned-phrases/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) throw badRequest(`id: expected a phrase id from GET /api/learned-phrases, got "${c.req.param('id')}"`);
    if (!(await learnedPhrases.remove(id.data))) {
      throw new HttpError({ type: 'NOT_FOUND', message: `No learned phrase ${id.data}. GET /api/learned-phrases lists them.` });
    }
    return c.json({ removed: 1 });
  });

  app.delete('/learned-phrases', async (c) => {
    // Forgetting everything at once takes one request per tool: a missing parameter must not mean "all".
    if (c.req.query('tool') === undefined) {
      throw badRequest("Give ?tool=NAME to forget a tool's phrases, or DELETE /api/learned-phrases/:id to forget one.");
    }
    const query = removeToolQuerySchema.safeParse(c.req.query());
    if (!query.success) throw badRequest(describeIssues(query.error, { root: 'query' }));
    return c.json({ removed: await learnedPhrases.removeTool(query.data.tool) });
  });
  return app;
}
