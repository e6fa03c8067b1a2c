import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToolRuntime } from '../../../../server/tool-runtime/tool-runtime.ts';
import type { ToolSearchOutput } from '../../../../server/tools/tool-search/tool-search-tool.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const search = async (query: string) => {
  const runtime = createToolRuntime({
    ...services,
    catalogue: services.toolCatalogue,
    toolTimeoutMs: 10_000,
    toolSearchLimit: 5,
    maxResultCharacters: 40_000,
  });
  const { output } = await runtime.searchTools({ input: { query }, log: services.logger });
  return (output as ToolSearchOutput).tools;
};

describe('tool_search on a site whose names a request quotes', () => {
  it('finds the section editor for a change to a card or a line the site has, named without the word "section"', async () => {
    // Both answered without cms_updateSectionContent before decision 082.
    expect(await search("in the home features, 'Groups of eight or fewer' -> 'Groups of six or fewer'")).toContain('cms_updateSectionContent');
    expect(await search('on pricing, unhighlight the Full-Day Hike card and highlight the Backpacking Trip instead')).toContain('cms_updateSectionContent');
  });

  it('reads names the site gained after start-up', async () => {
    // "Family Trips" names a menu item and a section from the start; "Moonlit Ridge Picnic" nothing until the post exists.
    const query = 'publish Moonlit Ridge Picnic tomorrow and link it from the Family Trips block';
    const ranked = async () => (await services.toolSearch.rank({ query, limit: 5 })).names;
    const before = await ranked();
    await services.call('cms_createPost', { title: 'Moonlit Ridge Picnic', body: 'A night walk with a picnic.' });
    await services.siteNameSync.flush();
    const after = await ranked();
    // The post is a name now: the tool that finds a post by its title comes first, ahead of the menu tools, with the
    // tool that publishes it.
    expect(before[0]).not.toBe('cms_listPosts');
    expect(after[0]).toBe('cms_listPosts');
    expect(after).toContain('cms_publishPost');
  });
});
