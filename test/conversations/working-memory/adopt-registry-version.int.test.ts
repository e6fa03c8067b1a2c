import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlWorkingMemory } from '../../../server/conversations/working-memory/sql-working-memory.ts';
import type { WorkingMemoryStore } from '../../../server/conversations/working-memory/working-memory.ts';
import type { SqlDatabase } from '../../../server/store/sql/sql-client.ts';

import { DATABASE_BACKENDS, openTestDatabase } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('adopting a registry version on %s', (backend) => {
  /** The one place this file opens a database. */
  const openDatabase = (): Promise<SqlDatabase> => openTestDatabase(backend);

  let database: SqlDatabase;
  let memory: WorkingMemoryStore;

  beforeEach(async () => {
    database = await openDatabase();
    memory = createSqlWorkingMemory({ database });
    await memory.create({ sessionId: 's1', editor: 'ana', title: 'Session', registryVersion: 'v1' });
    await memory.recordTurn('s1', { entities: [], discoveredTools: ['cms_getPage', 'cms_retired', 'cms_findImage'], toolResults: [] });
  });
  afterEach(() => database.close());

  it('drops discovered tools that no longer exist when the registry version changes, keeping the order of the rest', async () => {
    const existingTools = new Set(['cms_getPage', 'cms_findImage']);
    expect(await memory.adoptRegistryVersion('s1', { version: 'v2', existingTools })).toEqual({ previousVersion: 'v1', droppedTools: ['cms_retired'] });
    expect(await memory.get('s1')).toMatchObject({ registryVersion: 'v2', discoveredTools: ['cms_getPage', 'cms_findImage'] });
  });

  it('changes nothing when the session already has the version', async () => {
    expect(await memory.adoptRegistryVersion('s1', { version: 'v1', existingTools: new Set() })).toEqual({ previousVersion: 'v1', droppedTools: [] });
    expect((await memory.get('s1'))?.discoveredTools).toHaveLength(3);
  });
});
