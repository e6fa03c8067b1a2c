import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('plan repository on %s', (backend) => {
  let store: CmsStore;
  beforeAll(async () => {
    ({ store } = await openContractStore(backend));
  });
  afterAll(() => store.close());

  it('stores one plan per session, keeps its creation time when replaced, and reads it back', async () => {
    const first = await store.plans.save('session-a', { goal: 'Goal A', steps: [{ number: 1, description: 'Do it', dependsOn: [] }] });
    expect(first).toMatchObject({ sessionId: 'session-a', goal: 'Goal A', steps: [{ number: 1, description: 'Do it', dependsOn: [] }] });
    const replaced = await store.plans.save('session-a', { goal: 'Goal B', steps: [{ number: 1, description: 'Other', tool: 'http_get', dependsOn: [] }] });
    expect(replaced).toMatchObject({ goal: 'Goal B', createdAt: first.createdAt, steps: [{ tool: 'http_get' }] });
    expect(await store.plans.get('session-a')).toEqual(replaced);
    expect(await store.plans.get('session-b')).toBeUndefined();
  });

  it('rolls a plan back with the transaction it was saved in', async () => {
    await expect(
      store.transaction(async (transaction) => {
        await transaction.plans.save('session-c', { goal: 'Never', steps: [] });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await store.plans.get('session-c')).toBeUndefined();
  });
});
