import type { SqlDatabase } from '../../../../server/store/sql/sql-client.ts';

/**
 * Navigation items written straight into the database, so page deletion can be tested against real rows
 * without depending on the navigation repository: one item linking to the page, a child of it linking
 * elsewhere, and one unrelated item.
 */
export async function insertNavigationItems(database: SqlDatabase, pageId: number): Promise<void> {
  await database.transaction(async (db) => {
    const now = new Date().toISOString();
    const insert = 'INSERT INTO navigation_items (label, page_id, url, parent_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id';
    const parent = await db.value<number>(insert, ['Services', pageId, null, null, 1, now, now]);
    await db.value(insert, ['Partner', null, 'https://partner.example', parent!, 1, now, now]);
    await db.value(insert, ['Blog', null, '/blog', null, 2, now, now]);
  });
}
