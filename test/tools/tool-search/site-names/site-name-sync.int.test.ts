import { afterEach, describe, expect, it } from 'vitest';
import { demoSiteNames } from '../../../../scripts/evaluation/wayfinder-catalogue.ts';
import { createLogger } from '../../../../server/logger.ts';
import { readSiteNames } from '../../../../server/tools/tool-search/site-names/read-site-names.ts';
import { createSiteNameSync } from '../../../../server/tools/tool-search/site-names/site-name-sync.ts';
import type { SiteNameIndex } from '../../../../server/tools/tool-search/site-names/site-names.ts';
import { DATABASE_BACKENDS } from '../../../support/test-database.ts';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

let testStore: TestStore | undefined;
afterEach(async () => {
  await testStore?.cleanup();
  testStore = undefined;
});

const sorted = (names: ReadonlyArray<{ entityType: string; name: string }>) => names.map(({ entityType, name }) => `${entityType}: ${name}`).sort();

describe.each(DATABASE_BACKENDS)('site name sync on %s', (backend) => {
  it('reads from the seeded store the names the evaluation reads from the seed files', async () => {
    testStore = await createTestStore({ backend });
    expect(sorted(await readSiteNames(testStore.store))).toEqual(sorted(demoSiteNames()));
  });

  it('hands search the names again after content changes, and only then', async () => {
    testStore = await createTestStore({ backend });
    const applied: SiteNameIndex[] = [];
    const sync = createSiteNameSync({ store: testStore.store, apply: (index) => applied.push(index), logger: createLogger({ level: 'silent' }) });
    await sync.refresh();
    expect(applied).toHaveLength(1);
    expect(applied[0]!.namedIn('add a photo to the Moonlit Ridge Picnic post').size).toBe(0);

    await sync.refresh();
    expect(applied).toHaveLength(1);

    await testStore.call('cms_createPost', { title: 'Moonlit Ridge Picnic', body: 'A night walk with a picnic.' });
    await sync.refresh();
    expect(applied).toHaveLength(2);
    expect([...applied[1]!.namedIn('add a photo to the Moonlit Ridge Picnic post')]).toEqual([['post', 3]]);
  });
});
