import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToolRegistryFile } from '../../server/tool-runtime/tool-registry-file.ts';
import { externalCategoryRules } from '../../server/tools/external/external-category-rules.ts';
import { toExternalTools } from '../../server/tools/external/external-tool.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services?.cleanup());

const listing = (...names: string[]): Tool[] =>
  names.map((name) => ({
    name,
    description: `Translate a text with the ${name.replace(/_/g, ' ')} service.`,
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
    annotations: { readOnlyHint: true },
  }));

// The discovery file may say where a tool's result names something, so "use that photo" works next turn.
const facts = {
  find_glossary_image: {
    phrases: {},
    relatedTools: [],
    prerequisites: [],
    extraction: { path: 'data', entityType: 'image' as const, idField: 'id', nameField: 'title', isArray: false },
  },
};

const serverTools = (...names: string[]) => ({
  server: 'translator',
  title: 'Translator',
  entries: toExternalTools({
    server: { name: 'translator', autoApprove: [], facts },
    listed: listing(...names),
    call: async () => ({ content: [] }),
    redact: (text) => text,
  }).entries,
  rules: externalCategoryRules({ server: 'translator', instructions: 'Give the target language as a code.' }),
});

describe('the tool catalogue', () => {
  it("adds a server's tools to lookups, tool_search and the registry version; the built-in part stays the one build:tools writes", async () => {
    const before = services.toolCatalogue.registry.version;
    expect(services.toolCatalogue.builtInVersion).toBe(before);
    await services.toolCatalogue.setServerTools(serverTools('translate_text'));
    expect(services.toolCatalogue.get('translator__translate_text')).toMatchObject({ category: 'translator', risk: 'safe' });
    expect(services.toolCatalogue.registry.version).not.toBe(before);
    expect(services.toolCatalogue.registry.tools.map((entry) => entry.name)).toContain('translator__translate_text');
    expect(services.toolCatalogue.builtInVersion).toBe(buildToolRegistryFile({ gitCommit: null }).version);
    expect(services.toolCatalogue.servers()).toEqual([{ server: 'translator', title: 'Translator', tools: 1 }]);
    const found = await services.toolSearch.search({ query: 'translate a text into German', limit: 5 });
    expect(found.tools[0]?.name).toBe('translator__translate_text');
    expect(found.rules).toContain('Give the target language as a code.');
  });

  it("reads the entities an external tool's result names with the extraction rule of its server's discovery file", async () => {
    await services.toolCatalogue.setServerTools(serverTools('translate_text', 'find_glossary_image'));
    const entities = services.extractor.extract('translator__find_glossary_image', { data: { id: 42, title: 'Glossary poster' } });
    expect(entities).toEqual([expect.objectContaining({ type: 'image', id: 42, name: 'Glossary poster' })]);
    await services.toolCatalogue.setServerTools(serverTools('translate_text'));
  });

  it('keeps its version and index when a server lists the same tools again, and follows a listing that changed', async () => {
    const version = services.toolCatalogue.registry.version;
    const heard: string[] = [];
    const unsubscribe = services.toolCatalogue.subscribe(() => heard.push(services.toolCatalogue.registry.version));
    await services.toolCatalogue.setServerTools(serverTools('translate_text'));
    expect(services.toolCatalogue.registry.version).toBe(version);
    expect(heard).toEqual([]);
    await services.toolCatalogue.setServerTools(serverTools('translate_text', 'detect_language'));
    expect(heard).toEqual([services.toolCatalogue.registry.version]);
    expect(services.toolCatalogue.get('translator__detect_language')).toBeDefined();
    await services.toolCatalogue.setServerTools(serverTools('detect_language'));
    expect(services.toolCatalogue.get('translator__translate_text')).toBeUndefined();
    expect((await services.toolSearch.search({ query: 'translate a text into German', limit: 5 })).tools.map((tool) => tool.name)).not.toContain(
      'translator__translate_text',
    );
    unsubscribe();
  });
});
