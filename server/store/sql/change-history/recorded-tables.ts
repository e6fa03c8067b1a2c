import type { ChangeEntityType } from '../../change-history.ts';
import type { SearchableContentType } from '../../content-change.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PositionedTable } from '../sql-positions.ts';

/** A row as SQLite stores it: column name → value (JSON columns are text). */
export type Row = Record<string, string | number | null>;

/** A row of a recorded table, as it was before or after a write. */
export type RowSnapshot = { table: RecordedTable; row: Row };

export const RECORDED_TABLES = ['pages', 'sections', 'images', 'posts', 'navigation_items', 'collection_entries', 'section_templates', 'collections'] as const;
export type RecordedTable = (typeof RECORDED_TABLES)[number];

type TableFacts = {
  entity: ChangeEntityType;
  /** What the content index calls the table's rows, for the tables semantic search covers. */
  contentType?: SearchableContentType;
  /** Columns that must stay unique, e.g. a page's slug. */
  unique: string[];
  /** Columns pointing at other recorded tables; `cascade` when deleting the target deletes this row too. */
  references: Record<string, { table: RecordedTable; cascade: boolean }>;
  /** Columns holding a JSON object whose keys are the entity's fields (section content, entry data). */
  objectColumn?: string;
  /** Rows ordered 1..n by `position` within the group these columns select. */
  positionScope?: { table: PositionedTable; columns: string[] };
};

/** What the change history and undo need to know about each table, in one place. */
export const TABLE_FACTS: Record<RecordedTable, TableFacts> = {
  pages: { entity: 'page', contentType: 'page', unique: ['slug'], references: {} },
  sections: {
    entity: 'section',
    contentType: 'section',
    unique: [],
    references: { page_id: { table: 'pages', cascade: true }, template_id: { table: 'section_templates', cascade: false } },
    objectColumn: 'content_json',
    positionScope: { table: 'sections', columns: ['page_id'] },
  },
  images: { entity: 'image', contentType: 'image', unique: ['filename'], references: {} },
  posts: { entity: 'post', contentType: 'post', unique: ['slug'], references: { featured_image_id: { table: 'images', cascade: false } } },
  navigation_items: {
    entity: 'navigationItem',
    unique: [],
    references: { page_id: { table: 'pages', cascade: true }, parent_id: { table: 'navigation_items', cascade: true } },
    positionScope: { table: 'navigation_items', columns: ['menu', 'parent_id'] },
  },
  collection_entries: {
    entity: 'entry',
    contentType: 'entry',
    unique: [],
    references: { collection_id: { table: 'collections', cascade: true } },
    objectColumn: 'data_json',
    positionScope: { table: 'collection_entries', columns: ['collection_id'] },
  },
  section_templates: { entity: 'template', unique: ['name'], references: {} },
  collections: { entity: 'collection', unique: ['name'], references: {} },
};

/** Columns that record when, not what: never compared, never restored. */
export const BOOKKEEPING_COLUMNS: ReadonlySet<string> = new Set(['id', 'created_at', 'updated_at']);

export function tableOf(entity: ChangeEntityType): RecordedTable {
  return RECORDED_TABLES.find((table) => TABLE_FACTS[table].entity === entity)!;
}

export function readRow(db: SqlClient, table: RecordedTable, id: number): Promise<Row | undefined> {
  // Table names come from RECORDED_TABLES, never from a caller.
  return db.get<Row>(`SELECT * FROM ${table} WHERE id = ?`, [id]);
}

/** The row as a snapshot; throws when it does not exist (a repository snapshots rows it just read or wrote). */
export async function snapshotRow(db: SqlClient, table: RecordedTable, id: number): Promise<RowSnapshot> {
  const row = await readRow(db, table, id);
  if (!row) throw new Error(`snapshotRow: no ${table} row ${id}`);
  return { table, row };
}

/** Navigation items under `rootIds` (not the roots themselves), parents before children. */
export async function navigationDescendants(db: SqlClient, rootIds: readonly number[]): Promise<Row[]> {
  const rows: Row[] = [];
  let level = [...rootIds];
  while (level.length > 0) {
    const next: Row[] = [];
    for (const id of level) next.push(...(await db.all<Row>('SELECT * FROM navigation_items WHERE parent_id = ? ORDER BY position, id', [id])));
    rows.push(...next);
    level = next.map((row) => row.id as number);
  }
  return rows;
}

/** Navigation rows ordered so that every item comes after its parent (when the parent is among them). */
export function parentsFirst(rows: readonly Row[]): Row[] {
  const ids = new Set(rows.map((row) => row.id));
  const placed = new Set<unknown>();
  const ordered: Row[] = [];
  let pending = [...rows];
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.parent_id === null || !ids.has(row.parent_id) || placed.has(row.parent_id));
    // A cycle cannot be stored (an item is never its own ancestor); this only guards the loop.
    const next = ready.length > 0 ? ready : pending;
    for (const row of next) {
      ordered.push(row);
      placed.add(row.id);
    }
    pending = pending.filter((row) => !placed.has(row.id));
  }
  return ordered;
}
