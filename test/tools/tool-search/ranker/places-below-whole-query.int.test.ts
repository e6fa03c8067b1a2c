import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services.cleanup());

const firstFive = async (query: string) => (await services.toolSearch.rank({ query, limit: 5 })).matches.slice(0, 5).map((match) => match.name);

describe('the places below a best match that explains the whole query', () => {
  it('hold the tool the best match needs, ordered by the ranker rather than by shared words', async () => {
    // BM25's order stood whole: cms_createPage, cms_addNavigationItem and cms_addImageToSection share "add" and "page",
    // and cms_getSectionFields, which says what the new section's fields are, fell out of the first five (decision 106).
    const places = await firstFive('add section to page');
    expect(places[0]).toBe('cms_addSectionToPage');
    expect(places).toContain('cms_getSectionFields');
  });

  it("keep the focused answer to the best match's own near ties", async () => {
    const { answer } = await services.toolSearch.rank({ query: 'add a section to a page', limit: 5 });
    expect(answer).toEqual(['cms_addSectionToPage', 'cms_getSectionFields']);
  });
});
