import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import type { PageListing, PagePatch, PageRecord, PageRepository, PageStatus } from '../page-repository.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
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

async function readPage(db: SqlClient, id: number): Promise<PageRecord | undefined> {
  const row = await db.get<PageRow>('SELECT * FROM pages WHERE id = ?', [id]);
  return row && toPageRecord(row);
}

async function requirePage(db: SqlClient, id: number): Promise<PageRecord> {
  const page = await readPage(db, id);
  if (!page) throw new NotFoundError({ entity: 'page', key: id, message: `No page with id ${id}. Call cms_listPages for all pages.` });
  return page;
}

async function assertSlugFree(db: SqlClient, slug: string): Promise<void> {
  if (await db.get('SELECT 1 FROM pages WHERE slug = ?', [slug])) {
    throw new ConflictError({
      entity: 'page',
      key: slug,
      message: `A page with slug "${slug}" already exists. Choose another slug, or change that page with cms_updatePage.`,
    });
  }
}

export function createSqlPageRepository(executor: SqlExecutor): PageRepository {
  return {
    listSlugs: () => executor.read((db) => db.column<string>('SELECT slug FROM pages ORDER BY slug')),

    list: ({ status } = {}) =>
      executor.read(async (db) => {
        const rows = await db.all<PageRow & { section_count: number }>(
          `SELECT pages.*, (SELECT COUNT(*) FROM sections WHERE sections.page_id = pages.id) AS section_count
           FROM pages WHERE (CAST(@status AS TEXT) IS NULL OR status = @status) ORDER BY slug`,
          { status: status ?? null },
        );
        return rows.map((row): PageListing => ({ ...toPageRecord(row), sectionCount: row.section_count }));
      }),

    getBySlug: (slug) =>
      executor.read(async (db) => {
        const row = await db.get<PageRow>('SELECT * FROM pages WHERE slug = ?', [slug]);
        return row && toPageRecord(row);
      }),

    getById: (id) => executor.read((db) => readPage(db, id)),

    create: ({ slug, title, status = 'draft', metaTitle = null, metaDescription = null }) =>
      executor.write(async (db, changes, record) => {
        await assertSlugFree(db, slug);
        const now = new Date().toISOString();
        const id = (await db.value<number>(
          `INSERT INTO pages (slug, title, status, meta_title, meta_description, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [slug, title, status, metaTitle, metaDescription, now, now],
        ))!;
        changes.push({ type: 'page', id });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'pages', id)] });
        return requirePage(db, id);
      }),

    update: (id, patch: PagePatch) =>
      executor.write(async (db, changes, record) => {
        const page = await requirePage(db, id);
        const before = await snapshotRow(db, 'pages', id);
        if (patch.slug !== undefined && patch.slug !== page.slug) await assertSlugFree(db, patch.slug);
        const keys = (Object.keys(PATCH_COLUMNS) as Array<keyof typeof PATCH_COLUMNS>).filter((key) => patch[key] !== undefined);
        // Column names come from PATCH_COLUMNS, never from the caller; values are bound parameters.
        const assignments = keys.map((key) => `${PATCH_COLUMNS[key]} = @${key}`);
        await db.run(`UPDATE pages SET ${[...assignments, 'updated_at = @updatedAt'].join(', ')} WHERE id = @id`, {
          ...Object.fromEntries(keys.map((key) => [key, patch[key] ?? null])),
          updatedAt: new Date().toISOString(),
          id,
        });
        changes.push({ type: 'page', id });
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'pages', id)] });
        return requirePage(db, id);
      }),

    delete: (id) =>
      executor.write(async (db, changes, record) => {
        const page = await requirePage(db, id);
        const pageRow = await snapshotRow(db, 'pages', id);
        const sectionRows = await db.all<Row>('SELECT * FROM sections WHERE page_id = ? ORDER BY position, id', [id]);
        const sectionIds = sectionRows.map((row) => row.id as number);
        // Menu links to the page go with it, and so do the links nested under them; parents first, so undo can put them back in order.
        const linkRows = await db.all<Row>('SELECT * FROM navigation_items WHERE page_id = ? ORDER BY id', [id]);
        const linkIds = new Set(linkRows.map((row) => row.id));
        const nestedRows = (await navigationDescendants(db, [...linkIds] as number[])).filter((row) => !linkIds.has(row.id));
        // The cascade also removes child items of the items that point here, so count the table, not the direct links.
        const countNavigation = async () => (await db.value<number>('SELECT COUNT(*) FROM navigation_items'))!;
        const navigationBefore = await countNavigation();
        await db.run('DELETE FROM pages WHERE id = ?', [id]);
        const navigationItemsRemoved = navigationBefore - (await countNavigation());
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
