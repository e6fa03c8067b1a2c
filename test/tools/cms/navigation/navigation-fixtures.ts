import path from 'node:path';
import { openSqliteConnection } from '../../../../server/store/sqlite/sqlite-connection.ts';
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
 * Makes any write touching an item labelled "Explode" fail inside SQLite, through a second connection to the
 * test database: a way to fail a multi-statement write halfway and see that nothing of it stays.
 */
export function failWritesTouching(services: Pick<TestStore, 'store' | 'dataDir'>, label: string): () => void {
  const db = openSqliteConnection(path.join(services.dataDir, 'wayfinder.sqlite'));
  const escaped = label.replace(/'/g, "''");
  db.exec(`
    CREATE TRIGGER fail_insert BEFORE INSERT ON navigation_items WHEN NEW.label = '${escaped}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
    CREATE TRIGGER fail_update BEFORE UPDATE ON navigation_items WHEN NEW.label = '${escaped}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
  `);
  return () => {
    db.exec('DROP TRIGGER fail_insert; DROP TRIGGER fail_update;');
    db.close();
  };
}
