import { type FieldProblem, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import type { NavigationItemRecord, NavigationRepository, NavigationTreeItem } from '../navigation-repository.ts';
import { isValidHref } from '../section-content.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { arrangePositions } from './sql-positions.ts';
import { navigationDescendants, snapshotRow } from './change-history/recorded-tables.ts';

type ItemRow = {
  id: number;
  menu: string;
  label: string;
  page_id: number | null;
  url: string | null;
  parent_id: number | null;
  position: number;
  enabled: number;
  created_at: string;
  updated_at: string;
  page_slug: string | null;
  page_title: string | null;
};

type StoredTarget = { pageId: number | null; url: string | null };

const SELECT_ITEMS = `
  SELECT navigation_items.*, pages.slug AS page_slug, pages.title AS page_title
  FROM navigation_items LEFT JOIN pages ON pages.id = navigation_items.page_id`;
// Top-level items (no parent) first, as SQLite sorts NULL; PostgreSQL would put them last without NULLS FIRST.
const ORDER = 'ORDER BY navigation_items.menu, navigation_items.parent_id NULLS FIRST, navigation_items.position, navigation_items.id';
const MENU_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toRecord(row: ItemRow): NavigationItemRecord {
  return {
    id: row.id,
    menu: row.menu,
    label: row.label,
    target:
      row.page_id !== null
        ? { type: 'page', pageId: row.page_id, pageSlug: row.page_slug ?? '', pageTitle: row.page_title ?? '' }
        : { type: 'url', url: row.url ?? '' },
    parentId: row.parent_id,
    position: row.position,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function readItem(db: SqlClient, id: number): Promise<NavigationItemRecord | undefined> {
  const row = await db.get<ItemRow>(`${SELECT_ITEMS} WHERE navigation_items.id = ?`, [id]);
  return row && toRecord(row);
}

function descendantIds(db: SqlClient, id: number): Promise<number[]> {
  return db.column<number>(
    `WITH RECURSIVE descendants(id) AS (
       SELECT id FROM navigation_items WHERE parent_id = ?
       UNION ALL SELECT navigation_items.id FROM navigation_items JOIN descendants ON navigation_items.parent_id = descendants.id
     ) SELECT id FROM descendants`,
    [id],
  );
}

/** Places an item within its menu level; see arrangePositions. */
function arrangeSiblings(
  db: SqlClient,
  { menu, parentId, itemId, position }: { menu: string; parentId: number | null; itemId?: number; position?: number },
): Promise<void> {
  return arrangePositions(db, { table: 'navigation_items', scope: { menu, parent_id: parentId }, itemId, position });
}

/** The stored form of a pageSlug-or-url target; problems are added for anything unusable. */
async function resolveTarget(db: SqlClient, { pageSlug, url }: { pageSlug?: string; url?: string }, problems: FieldProblem[]): Promise<StoredTarget> {
  if (pageSlug !== undefined && url !== undefined) {
    problems.push({ field: 'url', message: 'give either pageSlug or url, not both' });
  } else if (pageSlug !== undefined) {
    const pageId = await db.value<number>('SELECT id FROM pages WHERE slug = ?', [pageSlug]);
    if (pageId !== undefined) return { pageId, url: null };
    problems.push({ field: 'pageSlug', message: `no page has slug "${pageSlug}"` });
  } else if (url !== undefined) {
    if (isValidHref(url.trim())) return { pageId: null, url: url.trim() };
    problems.push({ field: 'url', message: `"${url}" is not a link: use an absolute http(s) URL or a site path such as "/blog"` });
  } else {
    problems.push({ field: 'pageSlug', message: 'give the target: a pageSlug or a url' });
  }
  return { pageId: null, url: null };
}

async function checkParent(
  db: SqlClient,
  { menu, parentId, itemId }: { menu: string; parentId: number; itemId?: number },
  problems: FieldProblem[],
): Promise<void> {
  const parent = await readItem(db, parentId);
  if (!parent) problems.push({ field: 'parentId', message: `no navigation item has id ${parentId}` });
  else if (parent.menu !== menu) problems.push({ field: 'parentId', message: `item ${parentId} belongs to menu "${parent.menu}", not "${menu}"` });
  else if (itemId !== undefined && (parentId === itemId || (await descendantIds(db, itemId)).includes(parentId))) {
    problems.push({ field: 'parentId', message: 'an item cannot be nested under itself or one of its own children' });
  }
}

function buildTree(items: readonly NavigationItemRecord[]): NavigationTreeItem[] {
  const nodes = new Map(items.map((item) => [item.id, { ...item, children: [] as NavigationTreeItem[] }]));
  const roots: NavigationTreeItem[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function createSqlNavigationRepository(executor: SqlExecutor): NavigationRepository {
  const list = (menu?: string) =>
    executor.read(async (db) => {
      const rows = await db.all<ItemRow>(`${SELECT_ITEMS} WHERE CAST(? AS TEXT) IS NULL OR navigation_items.menu = ? ${ORDER}`, [menu ?? null, menu ?? null]);
      return rows.map(toRecord);
    });

  return {
    listMenus: () => executor.read((db) => db.column<string>('SELECT DISTINCT menu FROM navigation_items ORDER BY menu')),

    list,

    getTree: async (menu) => buildTree(await list(menu)),

    getById: (id) => executor.read((db) => readItem(db, id)),

    create: (input) =>
      executor.write(async (db, _changes, record) => {
        const menu = input.menu ?? 'main';
        const label = input.label.trim();
        const problems: FieldProblem[] = [];
        if (!MENU_NAME.test(menu))
          problems.push({ field: 'menu', message: `"${menu}" is not a menu name: use lowercase words joined by hyphens, e.g. "footer"` });
        if (label === '') problems.push({ field: 'label', message: 'must not be empty' });
        const target = await resolveTarget(db, input, problems);
        if (input.parentId !== undefined) await checkParent(db, { menu, parentId: input.parentId }, problems);
        if (problems.length > 0) throw new ValidationError({ fields: problems });

        const now = new Date().toISOString();
        const id = (await db.value<number>(
          `INSERT INTO navigation_items (menu, label, page_id, url, parent_id, position, enabled, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?) RETURNING id`,
          [menu, label, target.pageId, target.url, input.parentId ?? null, input.enabled === false ? 0 : 1, now, now],
        ))!;
        await arrangeSiblings(db, { menu, parentId: input.parentId ?? null, itemId: id, position: input.position });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'navigation_items', id)] });
        return (await readItem(db, id))!;
      }),

    update: (id, patch) =>
      executor.write(async (db, _changes, record) => {
        const current = await readItem(db, id);
        if (!current) throw new NotFoundError({ entity: 'navigation item', key: id });
        const before = await snapshotRow(db, 'navigation_items', id);
        const problems: FieldProblem[] = [];
        const label = patch.label?.trim() ?? current.label;
        if (label === '') problems.push({ field: 'label', message: 'must not be empty' });
        const retargeted = patch.pageSlug !== undefined || patch.url !== undefined;
        const target = retargeted
          ? await resolveTarget(db, patch, problems)
          : { pageId: current.target.type === 'page' ? current.target.pageId : null, url: current.target.type === 'url' ? current.target.url : null };
        const parentId = patch.parentId === undefined ? current.parentId : patch.parentId;
        if (patch.parentId != null) await checkParent(db, { menu: current.menu, parentId: patch.parentId, itemId: id }, problems);
        if (problems.length > 0) throw new ValidationError({ fields: problems });

        await db.run('UPDATE navigation_items SET label = ?, page_id = ?, url = ?, parent_id = ?, enabled = ?, updated_at = ? WHERE id = ?', [
          label,
          target.pageId,
          target.url,
          parentId,
          (patch.enabled ?? current.enabled) ? 1 : 0,
          new Date().toISOString(),
          id,
        ]);
        const moved = parentId !== current.parentId;
        if (moved || patch.position !== undefined) {
          await arrangeSiblings(db, { menu: current.menu, parentId, itemId: id, position: patch.position });
        }
        if (moved) await arrangeSiblings(db, { menu: current.menu, parentId: current.parentId });
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'navigation_items', id)] });
        return (await readItem(db, id))!;
      }),

    delete: (id) =>
      executor.write(async (db, _changes, record) => {
        const item = await readItem(db, id);
        if (!item) return undefined;
        const removedIds = [id, ...(await descendantIds(db, id))];
        record({
          action: 'delete',
          before: [
            await snapshotRow(db, 'navigation_items', id),
            ...(await navigationDescendants(db, [id])).map((row) => ({ table: 'navigation_items' as const, row })),
          ],
          after: [],
        });
        // ON DELETE CASCADE takes the descendants with it.
        await db.run('DELETE FROM navigation_items WHERE id = ?', [id]);
        await arrangeSiblings(db, { menu: item.menu, parentId: item.parentId });
        return { item, removedIds };
      }),
  };
}
