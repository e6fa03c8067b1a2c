import { Hono } from 'hono';
import type { WorkingMemoryStore } from '../services/working-memory/working-memory.ts';
import type { PlanRepository } from '../store/plan-repository.ts';
import type { EditorVariables } from './require-editor.ts';

/** GET /sessions (the editor's conversations) and GET /sessions/:id (one session's working memory). */
export function createSessionsRoute({ workingMemory, plans }: { workingMemory: WorkingMemoryStore; plans: PlanRepository }) {
  const app = new Hono<{ Variables: EditorVariables }>();
  app.get('/sessions', async (c) => c.json({ sessions: await workingMemory.list(c.get('editor')) }));
  app.get('/sessions/:id', async (c) => {
    const session = await workingMemory.get(c.req.param('id'));
    if (!session || session.editor !== c.get('editor')) {
      return c.json({ error: { type: 'NOT_FOUND', message: `No session ${c.req.param('id')}.` } }, 404);
    }
    return c.json({ ...session, plan: (await plans.get(session.sessionId)) ?? null });
  });
  return app;
}
