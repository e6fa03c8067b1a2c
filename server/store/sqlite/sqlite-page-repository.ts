import type { SqliteConnection } from './sqlite-connection.ts';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import type { PageListing, PagePatch, PageRecord, PageRepository, PageStatus } from '../page-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

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
      executor.write((db, changes) => {
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
        return requirePage(db, id);
      }),

    update: (id, patch: PagePatch) =>
      executor.write((db, changes) => {
        const page = requirePage(db, id);
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
        return requirePage(db, id);
      }),

    delete: (id) =>
      executor.write((db, changes) => {
        const page = requirePage(db, id);
        const sectionIds = db.prepare('SELECT id FROM sections WHERE page_id = ? ORDER BY position').pluck().all(id) as number[];
        // The cascade also removes child items of the items that point here, so count the table, not the direct links.
        const countNavigation = db.prepare('SELECT COUNT(*) FROM navigation_items').pluck();
        const navigationBefore = countNavigation.get() as number;
        db.prepare('DELETE FROM pages WHERE id = ?').run(id);
        const navigationItemsRemoved = navigationBefore - (countNavigation.get() as number);
        changes.push({ type: 'page', id }, ...sectionIds.map((sectionId) => ({ type: 'section' as const, id: sectionId })));
        return { page, sectionIds, navigationItemsRemoved };
      }),
  };
}
