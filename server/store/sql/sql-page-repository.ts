import type { SqliteConnection } from '../sqlite/sqlite-connection.ts';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import type { PageListing, PagePatch, PageRecord, PageRepository, PageStatus } from '../page-repository.ts';
import type { SqliteExecutor } from './sql-executor.ts';
import { navigationDescendants, parentsFirst, type Row, snapshotRow } from './change-history/recorded-tables.ts';

type PageRow = {
  id: number;
  slug: string;
  title: string;
  status: PageStatus;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
};

const PATCH_COLUMNS = { slug: 'slug', title: 'title', status: 'status', metaTitle: 'meta_title', metaDescription: 'meta_description' } as const;

function toPageRecord(row: PageRow): PageRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function readPage(db: SqliteConnection, id: number): PageRecord | undefined {
  const row = db.prepare('SELECT * FROM pages WHERE id = ?').get(id) as PageRow | undefined;
  return row && toPageRecord(row);
}

function requirePage(db: SqliteConnection, id: number): PageRecord {
  const page = readPage(db, id);
  if (!page) throw new NotFoundError({ entity: 'page', key: id, message: `No page with id ${id}. Call cms_listPages for all pages.` });
  return page;
}

function assertSlugFree(db: SqliteConnection, slug: string): void {
  if (db.prepare('SELECT 1 FROM pages WHERE slug = ?').get(slug)) {
    throw new ConflictError(`A page with slug "${slug}" already exists. Choose another slug, or change that page with cms_updatePage.`);
  }
}

export function createSqlitePageRepository(executor: SqliteExecutor): PageRepository {
  return {
    listSlugs: () => executor.read((db) => db.prepare('SELECT slug FROM pages ORDER BY slug').pluck().all() as string[]),

    list: ({ status } = {}) =>
      executor.read((db) => {
        const rows = db
          .prepare(
            `SELECT pages.*, (SELECT COUNT(*) FROM sections WHERE sections.page_id = pages.id) AS section_count
             FROM pages WHERE (@status IS NULL OR status = @status) ORDER BY slug`,
          )
          .all({ status: status ?? null }) as Array<PageRow & { section_count: number }>;
        return rows.map((row): PageListing => ({ ...toPageRecord(row), sectionCount: row.section_count }));
      }),

    getBySlug: (slug) =>
      executor.read((db) => {
        const row = db.prepare('SELECT * FROM pages WHERE slug = ?').get(slug) as PageRow | undefined;
        return row && toPageRecord(row);
      }),

    getById: (id) => executor.read((db) => readPage(db, id)),

    create: ({ slug, title, status = 'draft', metaTitle = null, metaDescription = null }) =>
      executor.write((db, changes, record) => {
        assertSlugFree(db, slug);
        const now = new Date().toISOString();
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO pages (slug, title, status, meta_title, meta_description, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(slug, title, status, metaTitle, metaDescription, now, now);
        const id = Number(lastInsertRowid);
        changes.push({ type: 'page', id });
        record({ action: 'create', before: [], after: [snapshotRow(db, 'pages', id)] });
        return requirePage(db, id);
      }),

    update: (id, patch: PagePatch) =>
      executor.write((db, changes, record) => {
        const page = requirePage(db, id);
        const before = snapshotRow(db, 'pages', id);
        if (patch.slug !== undefined && patch.slug !== page.slug) assertSlugFree(db, patch.slug);
        const keys = (Object.keys(PATCH_COLUMNS) as Array<keyof typeof PATCH_COLUMNS>).filter((key) => patch[key] !== undefined);
        // Column names come from PATCH_COLUMNS, never from the caller; values are bound parameters.
        const assignments = keys.map((key) => `${PATCH_COLUMNS[key]} = @${key}`);
        db.prepare(`UPDATE pages SET ${[...assignments, 'updated_at = @updatedAt'].join(', ')} WHERE id = @id`).run({
          ...Object.fromEntries(keys.map((key) => [key, patch[key]])),
          updatedAt: new Date().toISOString(),
          id,
        });
        changes.push({ type: 'page', id });
        record({ action: 'update', before: [before], after: [snapshotRow(db, 'pages', id)] });
        return requirePage(db, id);
      }),

    delete: (id) =>
      executor.write((db, changes, record) => {
        const page = requirePage(db, id);
        const pageRow = snapshotRow(db, 'pages', id);
        const sectionRows = db.prepare('SELECT * FROM sections WHERE page_id = ? ORDER BY position, id').all(id) as Row[];
        const sectionIds = sectionRows.map((row) => row.id as number);
        // Menu links to the page go with it, and so do the links nested under them; parents first, so undo can put them back in order.
        const linkRows = db.prepare('SELECT * FROM navigation_items WHERE page_id = ? ORDER BY id').all(id) as Row[];
        const linkIds = new Set(linkRows.map((row) => row.id));
        const nestedRows = navigationDescendants(db, [...linkIds] as number[]).filter((row) => !linkIds.has(row.id));
        // The cascade also removes child items of the items that point here, so count the table, not the direct links.
        const countNavigation = db.prepare('SELECT COUNT(*) FROM navigation_items').pluck();
        const navigationBefore = countNavigation.get() as number;
        db.prepare('DELETE FROM pages WHERE id = ?').run(id);
        const navigationItemsRemoved = navigationBefore - (countNavigation.get() as number);
        changes.push({ type: 'page', id }, ...sectionIds.map((sectionId) => ({ type: 'section' as const, id: sectionId })));
        record({
          action: 'delete',
          before: [
            pageRow,
            ...sectionRows.map((row) => ({ table: 'sections' as const, row })),
            ...parentsFirst([...linkRows, ...nestedRows]).map((row) => ({ table: 'navigation_items' as const, row })),
          ],
          after: [],
        });
        return { page, sectionIds, navigationItemsRemoved };
      }),
  };
}
