import { expect } from 'vitest';
import type { StableToolSearchOutput } from '../../server/tools/tool-search/stable-search-output.ts';

/** What the scenario needs of a client, whichever library it is: it lists once, at connect, and never again. */
export type StableSurfaceClient = {
  /** The tool names of the one tools/list the client makes at connect. */
  listedAtConnect: string[];
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; value: unknown }>;
};

/**
 * The issue's acceptance run for clients whose tool list never grows: the list is tool_search and
 * call_tool; a search answers with the found tools' input schemas; call_tool runs one of them.
 */
export async function runStableSurfaceScenario(client: StableSurfaceClient): Promise<void> {
  expect(client.listedAtConnect).toEqual(['tool_search', 'call_tool']);

  const search = await client.call('tool_search', { query: 'show me the home page' });
  expect(search.isError).toBe(false);
  const answer = search.value as StableToolSearchOutput;
  expect(answer.instruction).toContain('call_tool');
  expect(answer.rules).not.toBe('');
  expect(answer.tools).toContainEqual({
    name: 'cms_getPage',
    description: expect.stringContaining('page'),
    inputSchema: expect.objectContaining({ type: 'object', properties: expect.objectContaining({ slug: expect.anything() }) }),
  });

  const home = await client.call('call_tool', { name: 'cms_getPage', arguments: { slug: 'home' } });
  expect(home.isError).toBe(false);
  expect(home.value).toMatchObject({
    page: { slug: 'home', title: 'Home' },
    sections: expect.arrayContaining([expect.objectContaining({ template: 'hero' })]),
  });
}
