import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOM_EXTRACTOR_TOOL_NAMES, CUSTOM_EXTRACTORS } from '../../../server/tool-runtime/entity-extraction/custom-extractors.ts';
import { createSchemaBasedExtractor } from '../../../server/tool-runtime/entity-extraction/schema-based-extractor.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
const extractor = createSchemaBasedExtractor({ rules: () => null, logger: { warn: () => {} } });

beforeAll(async () => {
  services = await createTestServices({ seed: false });
  await services.store.pages.create({ slug: 'pricing', title: 'Pricing', status: 'published' });
  await services.store.posts.create({ title: 'What Our Guided Hikes Cost', body: 'Prices for day hikes, treks and courses.', author: 'Elena Marsh' });
});

afterAll(async () => {
  await services?.cleanup();
});

it('remembers every cms_findResource match under its own type, id and name', async () => {
  const result = await services.call('cms_findResource', { name: 'pricing' });
  expect(result.matches.length).toBeGreaterThan(0);
  expect(extractor.extract('cms_findResource', result).map(({ type, id, name }) => ({ type, id, name }))).toEqual(
    result.matches.map(({ type, id, name }: { type: string; id: number; name: string }) => ({ type, id, name })),
  );
  expect(extractor.extract('cms_findResource', result)).toContainEqual(expect.objectContaining({ type: 'page', name: 'Pricing' }));
});

it('remembers every search_vector result under its own type, id and title, best first', async () => {
  const result = await services.call('search_vector', { query: 'how much do guided hikes cost' });
  const types = new Set(result.results.map((match: { type: string }) => match.type));
  expect(types).toEqual(new Set(['page', 'post']));
  expect(extractor.extract('search_vector', result).map(({ type, id, name }) => ({ type, id, name }))).toEqual(
    result.results.map(({ type, id, title }: { type: string; id: number; title: string }) => ({ type, id, name: title })),
  );
});

it('remembers nothing from an empty search', async () => {
  const result = await services.call('cms_findResource', { name: 'zzzqqq' });
  expect(extractor.extract('cms_findResource', result)).toEqual([]);
});

it('skips matches of a type working memory does not know', () => {
  expect(
    CUSTOM_EXTRACTORS.search_vector({
      results: [
        { type: 'toString', id: 1, title: 'odd' },
        { type: 'image', id: 2, title: 'b.png' },
      ],
    }),
  ).toEqual([{ type: 'image', id: 2, name: 'b.png' }]);
});

it('names each tool it has an extractor for, and each is a real tool', () => {
  expect([...CUSTOM_EXTRACTOR_TOOL_NAMES].sort()).toEqual(['cms_findResource', 'search_vector']);
  const toolNames = services.tools.map((tool) => tool.name);
  for (const name of CUSTOM_EXTRACTOR_TOOL_NAMES) expect(toolNames).toContain(name);
});
