import { expect, vi } from 'vitest';
import type { ElicitationAnswer, McpTestClient } from '../support/mcp-test-client.ts';
import { toolSearchOutputOf } from '../support/tool-output.ts';

/** Opens a new MCP session on the same Wayfinder conversation each time. */
export type ConnectToConversation = (options: { elicitation?: ElicitationAnswer }) => Promise<McpTestClient>;

/** A seeded draft page nothing else in the scenario needs. */
export const PAGE_TO_DELETE = 'careers';

/** Searches, then checks the notification arrived and the list grew by exactly the tools found, at its end. */
async function searchAndExpectAppended(client: McpTestClient, query: string): Promise<{ found: string[]; list: string[] }> {
  const before = await client.toolNames();
  const notificationsBefore = client.listChanged();
  const search = await client.call('tool_search', { query });
  expect(search.isError).toBe(false);
  const found = toolSearchOutputOf(search.value).tools;
  expect(found.length).toBeGreaterThan(0);
  expect(toolSearchOutputOf(search.value).rules).not.toBe('');
  const added = found.filter((name) => !before.includes(name));
  if (added.length > 0) await vi.waitFor(() => expect(client.listChanged()).toBe(notificationsBefore + 1));
  const list = await client.toolNames();
  expect(list).toEqual([...before, ...added]);
  return { found, list };
}

/**
 * The acceptance run, on any transport: the list starts with tool_search alone; a search
 * appends what it found and announces it; the found tools run with the chat's envelopes; a delete is
 * refused without elicitation, left alone when declined, and done when accepted.
 */
export async function runDiscoveryScenario(connect: ConnectToConversation): Promise<void> {
  const plain = await connect({});
  expect(await plain.toolNames()).toEqual(['tool_search']);

  const unknown = await plain.call('cms_teleport', { slug: 'home' });
  expect(unknown).toMatchObject({
    isError: true,
    value: { error: { type: 'NOT_FOUND', retryable: false, message: expect.stringContaining('Call tool_search') } },
  });
  expect(await plain.toolNames()).toEqual(['tool_search']);

  const hero = await searchAndExpectAppended(plain, 'change the hero heading');
  expect(hero.found).toContain('cms_updateSectionContent');
  expect(hero.list).toEqual(['tool_search', ...hero.found]);

  // The hero search finds the section tools; reading the page is a second capability, found by a second search.
  const reading = await searchAndExpectAppended(plain, 'show me the home page');
  expect(reading.list).toContain('cms_getPage');
  const home = await plain.call('cms_getPage', { slug: 'home' });
  expect(home.isError).toBe(false);
  expect(home.value).toMatchObject({
    page: { slug: 'home', title: 'Home' },
    sections: expect.arrayContaining([expect.objectContaining({ template: 'hero' })]),
  });
  expect(JSON.stringify(home.value)).toContain('Find your summit');

  const deleting = await searchAndExpectAppended(plain, 'delete a page');
  expect(deleting.list).toContain('cms_deletePage');
  const refused = await plain.call('cms_deletePage', { slug: PAGE_TO_DELETE });
  expect(refused).toMatchObject({ isError: true, value: { error: { type: 'PERMISSION', retryable: false, message: expect.stringContaining('elicitation') } } });
  expect((await plain.call('cms_getPage', { slug: PAGE_TO_DELETE })).isError).toBe(false);
  await plain.close();

  const declining = await connect({ elicitation: 'decline' });
  // A new session on the same conversation starts with everything it discovered, in the same order.
  expect(await declining.toolNames()).toEqual(deleting.list);
  const declined = await declining.call('cms_deletePage', { slug: PAGE_TO_DELETE });
  expect(declined).toMatchObject({ isError: true, value: { error: { type: 'PERMISSION', message: expect.stringContaining('declined') } } });
  expect(declining.elicitations).toEqual([expect.stringContaining(`cms_deletePage {"slug":"${PAGE_TO_DELETE}"}`)]);
  expect((await declining.call('cms_getPage', { slug: PAGE_TO_DELETE })).isError).toBe(false);
  await declining.close();

  const accepting = await connect({ elicitation: 'accept' });
  const deleted = await accepting.call('cms_deletePage', { slug: PAGE_TO_DELETE });
  expect(deleted).toMatchObject({ isError: false, value: { deleted: { slug: PAGE_TO_DELETE } } });
  expect(accepting.elicitations).toHaveLength(1);
  expect(await accepting.call('cms_getPage', { slug: PAGE_TO_DELETE })).toMatchObject({ isError: true, value: { error: { type: 'NOT_FOUND' } } });
  await accepting.close();
}
