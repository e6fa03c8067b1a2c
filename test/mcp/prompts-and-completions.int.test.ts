import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWayfinderMcpServer } from '../../server/mcp/create-wayfinder-mcp-server.ts';
import { openMcpConversation } from '../../server/mcp/mcp-conversation.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;
let client: Client;

beforeAll(async () => {
  services = await createTestServices();
  const conversation = await openMcpConversation({ ...services, id: 'prompts', editor: 'alice', title: () => 'MCP: prompts' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createWayfinderMcpServer({ ...services, conversation }).connect(serverTransport);
  client = new Client({ name: 'prompts-test', version: '1' });
  await client.connect(clientTransport);
});
afterAll(async () => {
  await client?.close();
  await services?.cleanup();
});

describe('prompts, completions, resource templates and logging over MCP', () => {
  it("offers the editors' jobs as prompts, filled with the arguments given", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['rewrite-hero', 'publish-post', 'add-section', 'add-collection-entry']);
    const hero = await client.getPrompt({ name: 'rewrite-hero', arguments: { page: 'about', direction: 'warmer, mention the guides' } });
    expect(hero.messages).toEqual([
      { role: 'user', content: { type: 'text', text: expect.stringMatching(/^Rewrite the hero section of the page "about": warmer, mention the guides/) } },
    ]);
    await expect(client.getPrompt({ name: 'publish-post', arguments: {} })).rejects.toThrow(/publish-post needs post/);
    await expect(client.getPrompt({ name: 'write-novel' })).rejects.toThrow(/No prompt "write-novel"/);
  });

  it('completes page and post slugs, templates and collections from the site as typed', async () => {
    const complete = async (ref: Parameters<Client['complete']>[0]['ref'], name: string, value: string) =>
      (await client.complete({ ref, argument: { name, value } })).completion.values;
    const pages = await services.store.pages.listSlugs();
    expect(await complete({ type: 'ref/prompt', name: 'rewrite-hero' }, 'page', '')).toEqual([...pages].sort());
    expect(await complete({ type: 'ref/prompt', name: 'rewrite-hero' }, 'page', 'AB')).toEqual(['about']);
    expect(await complete({ type: 'ref/resource', uri: 'page://{slug}' }, 'slug', 'ho')).toEqual(['home']);
    expect(await complete({ type: 'ref/prompt', name: 'add-section' }, 'template', 'her')).toContain('hero');
    const collections = await services.store.collections.listNames();
    expect(await complete({ type: 'ref/prompt', name: 'add-collection-entry' }, 'collection', '')).toEqual([...collections].sort());
    expect(await complete({ type: 'ref/prompt', name: 'publish-post' }, 'post', '')).toEqual([...(await services.store.posts.listSlugs())].sort());
    // Free text and unknown prompts complete to nothing.
    expect(await complete({ type: 'ref/prompt', name: 'rewrite-hero' }, 'direction', 'war')).toEqual([]);
  });

  it('lists page://{slug} as a resource template and accepts a log level', async () => {
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual([expect.objectContaining({ uriTemplate: 'page://{slug}' })]);
    expect(await client.setLoggingLevel('info')).toEqual({});
  });
});
