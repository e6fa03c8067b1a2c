import path from 'node:path';
import { openSqliteConnection } from '../../../../server/store/sqlite/sqlite-connection.ts';

/**
 * Navigation items written straight into the database file, so page deletion can be tested against
 * real rows without depending on the navigation repository: one item linking to the page, a child of
 * it linking elsewhere, and one unrelated item.
 */
export function insertNavigationItems(dataDir: string, pageId: number): void {
  const db = openSqliteConnection(path.join(dataDir, 'wayfinder.sqlite'));
  try {
    const now = new Date().toISOString();
    const insert = db.prepare('INSERT INTO navigation_items (label, page_id, url, parent_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const parent = insert.run('Services', pageId, null, null, 1, now, now).lastInsertRowid;
    insert.run('Partner', null, 'https://partner.example', parent, 1, now, now);
    insert.run('Blog', null, '/blog', null, 2, now, now);
  } finally {
    db.close();
  }
}
