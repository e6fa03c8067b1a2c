import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("the site's section templates in search", () => {
  it("finds the section editor for a request that names a template's fields", async () => {
    // Development rounds 5 and 6: models wrote the demo site's field names, and cms_updateSectionContent was not in
    // the five: its schema says "content", the site's templates say which fields that content has.
    for (const query of ['team grid showBios false', 'team-grid showContactDetails true on about']) {
      const { names } = await services.toolSearch.rank({ query, limit: 5 });
      expect(names.slice(0, 5), query).toContain('cms_updateSectionContent');
    }
  });
});
