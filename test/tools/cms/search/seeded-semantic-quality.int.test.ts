import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

/** Ranking quality on the demo site: plain-language queries must find the item an editor means. */
describe('semantic search on the seeded demo site', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.cleanup());

  const topThree = async (tool: string, query: string) => {
    const result = await services.call(tool, { query, limit: 3 });
    return (result.images ?? result.results).map((match: { filename?: string; title?: string }) => match.filename ?? match.title);
  };

  it.each([
    ['snowy peaks', 'alpine-summit-sunrise.png'],
    ['night sky with flames', 'campfire-under-stars.png'],
  ])('cms_searchImages "%s" finds %s in the top 3', async (query, filename) => {
    expect(await topThree('cms_searchImages', query)).toContain(filename);
  });

  it.each([
    ['what should I pack for a trek', 'Ten Essentials for Your First Multi-Day Hike'],
    ['medical emergency training', 'How We Train Our Guides in Wilderness First Aid'],
  ])('search_vector "%s" finds the post "%s" in the top 3', async (query, title) => {
    expect(await topThree('search_vector', query)).toContain(title);
  });
});
