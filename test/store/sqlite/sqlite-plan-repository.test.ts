import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteCmsStore } from '../../../server/store/sql/sql-cms-store.ts';

const store = openSqliteCmsStore({ filename: ':memory:' });
afterAll(() => store.close());

describe('SQLite plan repository', () => {
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
