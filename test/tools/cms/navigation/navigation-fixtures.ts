import type { TestStore } from '../../../support/test-store.ts';

/** Labels of a menu level in order, e.g. ["Home", "Menu", "Contact"]. */
export async function labelsOf(services: Pick<TestStore, 'store' | 'dataDir'>, menu = 'main', parentId: number | null = null): Promise<string[]> {
  const items = await services.store.navigation.list(menu);
  return items
    .filter((item) => item.parentId === parentId)
    .sort((left, right) => left.position - right.position)
    .map((item) => item.label);
}

/**
 * Makes any write touching an item labelled "Explode" fail inside SQLite (a trigger on the test's own
 * database): a way to fail a multi-statement write halfway and see that nothing of it stays.
 */
export async function failWritesTouching(services: Pick<TestStore, 'database'>, label: string): Promise<() => Promise<void>> {
  const escaped = label.replace(/'/g, "''");
  await services.database.transaction((db) =>
    db.script(`
      CREATE TRIGGER fail_insert BEFORE INSERT ON navigation_items WHEN NEW.label = '${escaped}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
      CREATE TRIGGER fail_update BEFORE UPDATE ON navigation_items WHEN NEW.label = '${escaped}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
    `),
  );
  return () => services.database.transaction((db) => db.script('DROP TRIGGER fail_insert; DROP TRIGGER fail_update;'));
}
