import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolCaller } from '../../../server/tool-runtime/call-tool.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

/** Calls a tool as the chat or MCP does, and merges what it named into the conversation's memory. */
async function callAndRemember(caller: ToolCaller, name: string, input: unknown) {
  const { output, entities } = await services.toolRuntime.callTool({ name, input, caller, log: services.logger, approval: 'asked-before' });
  await services.workingMemory.recordTurn(caller.sessionId, { entities, discoveredTools: [], toolResults: [] });
  return output as { page: { id: number } };
}

const remembered = async (sessionId: string) => (await services.workingMemory.get(sessionId))!.entities.map(({ type, id, name }) => ({ type, id, name }));

describe('working memory and the site agree', () => {
  it('remembers a page once, whether it was listed or fetched', async () => {
    const caller = { sessionId: 'memory-once', editor: 'alice' };
    await services.workingMemory.create({ sessionId: caller.sessionId, editor: caller.editor, title: 'Pages' });
    await callAndRemember(caller, 'cms_listPages', {});
    await callAndRemember(caller, 'cms_getPage', { slug: 'about' });
    const pages = (await remembered(caller.sessionId)).filter((entity) => entity.name === 'About Us');
    expect(pages).toEqual([{ type: 'page', id: (await services.store.pages.getBySlug('about'))!.id, name: 'About Us' }]);
  });

  it('takes back a name an undo put back, in every conversation that remembers it, and forgets what an undo removed', async () => {
    const caller = { sessionId: 'memory-undo', editor: 'alice', turn: 1 };
    const other = { sessionId: 'memory-other', editor: 'bob' };
    for (const { sessionId, editor } of [caller, other]) await services.workingMemory.create({ sessionId, editor, title: 'Undo' });
    const about = (await services.store.pages.getBySlug('about'))!;
    await callAndRemember(caller, 'cms_updatePage', { slug: 'about', title: 'Our story' });
    await callAndRemember(other, 'cms_getPage', { slug: 'about' });
    const created = await callAndRemember({ ...caller, turn: 2 }, 'cms_createPage', { slug: 'spring', title: 'Spring' });
    expect(await remembered(caller.sessionId)).toEqual(
      expect.arrayContaining([
        { type: 'page', id: about.id, name: 'Our story' },
        { type: 'page', id: created.page.id, name: 'Spring' },
      ]),
    );

    const { changes } = await services.store.changes.list({ sessionId: caller.sessionId, limit: 10 });
    await services.store.changes.revert(changes.map((change) => change.id));

    for (const sessionId of [caller.sessionId, other.sessionId]) {
      const entities = await remembered(sessionId);
      expect(entities).toContainEqual({ type: 'page', id: about.id, name: 'About Us' });
      expect(entities.some((entity) => entity.name === 'Our story' || entity.name === 'Spring')).toBe(false);
    }

    // A redo is an undo of the undo: the name comes back with it.
    const undo = (await services.store.changes.list({ entityType: 'page', entityId: about.id, limit: 1 })).changes[0]!;
    await services.store.changes.revert([undo.id]);
    expect(await remembered(other.sessionId)).toContainEqual({ type: 'page', id: about.id, name: 'Our story' });
  });
});
