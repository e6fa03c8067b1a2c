import type { ChangeEntityType, ChangeHistoryRepository, ChangeLocation, ChangeRecord, ChangedField } from '../../change-history.ts';
import type { SqliteConnection } from '../../sqlite/sqlite-connection.ts';
import type { SqliteExecutor } from '../sql-executor.ts';
import { type RowSnapshot, readRow } from './recorded-tables.ts';
import { missingChanges, revertChanges, type StoredChange } from './revert-changes.ts';

type ChangeRow = {
  id: number;
  at: string;
  editor: string;
  session_id: string | null;
  turn: number | null;
  tool: string | null;
  action: StoredChange['action'];
  entity_type: ChangeEntityType;
  entity_id: number;
  entity_name: string;
  summary: string;
  fields_json: string;
  before_json: string;
  after_json: string;
  irreversible: string | null;
  reverts_change_id: number | null;
  reverted_by_change_id: number | null;
};

const MAX_PAGE = 200;

function toStoredChange(row: ChangeRow): StoredChange {
  return {
    id: row.id,
    action: row.action,
    entityName: row.entity_name,
    summary: row.summary,
    before: JSON.parse(row.before_json) as RowSnapshot[],
    after: JSON.parse(row.after_json) as RowSnapshot[],
    irreversible: row.irreversible,
    revertedByChangeId: row.reverted_by_change_id,
  };
}

/** Where the entity is now: its page (by the page's current slug), its post, its collection or menu. */
function locate(db: SqliteConnection, row: ChangeRow): ChangeLocation | null {
  const own = (JSON.parse(row.after_json) as RowSnapshot[])[0] ?? (JSON.parse(row.before_json) as RowSnapshot[])[0];
  if (!own) return null;
  const slugOf = (table: 'pages' | 'posts', id: unknown) => (typeof id === 'number' ? (readRow(db, table, id)?.slug as string | undefined) : undefined);
  switch (own.table) {
    case 'pages': {
      const pageSlug = slugOf('pages', own.row.id);
      return pageSlug ? { pageSlug } : null;
    }
    case 'sections': {
      const current = readRow(db, 'sections', own.row.id as number);
      const pageSlug = slugOf('pages', (current ?? own.row).page_id);
      if (!pageSlug) return null;
      return current ? { pageSlug, sectionId: current.id as number } : { pageSlug };
    }
    case 'posts': {
      const postSlug = slugOf('posts', own.row.id);
      return postSlug ? { postSlug } : null;
    }
    case 'navigation_items':
      return { menu: String(own.row.menu) };
    case 'collection_entries': {
      const collection = readRow(db, 'collections', own.row.collection_id as number)?.name;
      return typeof collection === 'string' ? { collection } : null;
    }
    default:
      return null;
  }
}

function toChangeRecord(db: SqliteConnection, row: ChangeRow): ChangeRecord {
  return {
    id: row.id,
    at: row.at,
    editor: row.editor,
    sessionId: row.session_id,
    turn: row.turn,
    tool: row.tool,
    action: row.action,
    entity: { type: row.entity_type, id: row.entity_id, name: row.entity_name },
    summary: row.summary,
    fields: JSON.parse(row.fields_json) as ChangedField[],
    revertsChangeId: row.reverts_change_id,
    revertedByChangeId: row.reverted_by_change_id,
    irreversible: row.irreversible,
    location: locate(db, row),
  };
}

function readChanges(db: SqliteConnection, ids: readonly number[]): ChangeRow[] {
  return db.prepare('SELECT * FROM changes WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id DESC').all(JSON.stringify(ids)) as ChangeRow[];
}

export function createSqliteChangeHistory(executor: SqliteExecutor): ChangeHistoryRepository {
  return {
    list: ({ sessionId, turn, editor, entityType, entityId, limit, before }) =>
      executor.read((db) => {
        const size = Math.min(Math.max(Math.round(limit), 1), MAX_PAGE);
        const rows = db
          .prepare(
            `SELECT * FROM changes
             WHERE (@sessionId IS NULL OR session_id = @sessionId) AND (@turn IS NULL OR turn = @turn) AND (@editor IS NULL OR editor = @editor)
               AND (@entityType IS NULL OR entity_type = @entityType) AND (@entityId IS NULL OR entity_id = @entityId)
               AND (@before IS NULL OR id < @before)
             ORDER BY id DESC LIMIT @limit`,
          )
          .all({
            sessionId: sessionId ?? null,
            turn: turn ?? null,
            editor: editor ?? null,
            entityType: entityType ?? null,
            entityId: entityId ?? null,
            before: before ?? null,
            limit: size + 1,
          }) as ChangeRow[];
        const page = rows.slice(0, size);
        return { changes: page.map((row) => toChangeRecord(db, row)), nextCursor: rows.length > size ? page.at(-1)!.id : null };
      }),

    get: (id) =>
      executor.read((db) => {
        const [row] = readChanges(db, [id]);
        return row && toChangeRecord(db, row);
      }),

    async revert(changeIds) {
      const ids = [...new Set(changeIds)];
      await executor.write((db, touched, record) => {
        const stored = readChanges(db, ids).map(toStoredChange);
        const missing = missingChanges(ids, stored);
        if (missing) throw missing;
        revertChanges({ db, record, touched }, stored);
      });
      return executor.read((db) => {
        const reverted = readChanges(db, ids);
        const made = readChanges(
          db,
          reverted.flatMap((row) => (row.reverted_by_change_id === null ? [] : [row.reverted_by_change_id])),
        );
        return { reverted: reverted.map((row) => toChangeRecord(db, row)), changes: made.map((row) => toChangeRecord(db, row)) };
      });
    },
  };
}
