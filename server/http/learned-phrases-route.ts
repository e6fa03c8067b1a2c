import { Hono } from 'hono';
import { z } from 'zod';
import type { LearnedPhraseStore } from '../services/learned-phrases/learned-phrases.ts';
import type { EditorVariables } from './require-editor.ts';

const toolName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'a tool name such as cms_updatePage');
const listQuerySchema = z.object({ tool: toolName.optional() }).strict();
const removeToolQuerySchema = z.object({ tool: toolName }).strict();
const idSchema = z.coerce.number().int().positive();

const problem = (type: string, message: string) => ({ error: { type, message } });
const describeIssues = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ');

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
    if (!query.success) return c.json(problem('BAD_REQUEST', describeIssues(query.error)), 400);
    return c.json({ phrases: await learnedPhrases.list(query.data) });
  });

  app.delete('/learned-phrases/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json(problem('BAD_REQUEST', `id: expected a phrase id from GET /api/learned-phrases, got "${c.req.param('id')}"`), 400);
    if (!(await learnedPhrases.remove(id.data))) return c.json(problem('NOT_FOUND', `No learned phrase ${id.data}. GET /api/learned-phrases lists them.`), 404);
    return c.json({ removed: 1 });
  });

  app.delete('/learned-phrases', async (c) => {
    // Forgetting everything at once takes one request per tool: a missing parameter must not mean "all".
    if (c.req.query('tool') === undefined) {
      return c.json(problem('BAD_REQUEST', "Give ?tool=NAME to forget a tool's phrases, or DELETE /api/learned-phrases/:id to forget one."), 400);
    }
    const query = removeToolQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(problem('BAD_REQUEST', describeIssues(query.error)), 400);
    return c.json({ removed: await learnedPhrases.removeTool(query.data.tool) });
  });
  return app;
}
