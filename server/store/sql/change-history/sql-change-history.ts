import type { AfterRevert, ChangeEntityType, ChangeHistoryRepository, ChangeLocation, ChangeRecord, ChangedField } from '../../change-history.ts';
import type { SqlClient } from '../sql-client.ts';
import type { SqlExecutor } from '../sql-executor.ts';
import { changeKindOf } from './change-kind.ts';
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
async function locate(db: SqlClient, row: ChangeRow): Promise<ChangeLocation | null> {
  const own = (JSON.parse(row.after_json) as RowSnapshot[])[0] ?? (JSON.parse(row.before_json) as RowSnapshot[])[0];
  if (!own) return null;
  const slugOf = async (table: 'pages' | 'posts', id: unknown) =>
    typeof id === 'number' ? ((await readRow(db, table, id))?.slug as string | undefined) : undefined;
  const pageOf = async (id: unknown) => {
    const page = typeof id === 'number' ? await readRow(db, 'pages', id) : undefined;
    return page && { pageSlug: page.slug as string, pageTitle: page.title as string };
  };
  switch (own.table) {
    case 'pages':
      return (await pageOf(own.row.id)) ?? null;
    case 'sections': {
      const current = await readRow(db, 'sections', own.row.id as number);
      const page = await pageOf((current ?? own.row).page_id);
      if (!page) return null;
      return current ? { ...page, sectionId: current.id as number } : page;
    }
    case 'posts': {
      const postSlug = await slugOf('posts', own.row.id);
      return postSlug ? { postSlug } : null;
    }
    case 'navigation_items':
      return { menu: String(own.row.menu) };
    case 'collection_entries': {
      const collection = (await readRow(db, 'collections', own.row.collection_id as number))?.name;
      return typeof collection === 'string' ? { collection } : null;
    }
    default:
      return null;
  }
}

async function toChangeRecord(db: SqlClient, row: ChangeRow): Promise<ChangeRecord> {
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
    kind: await changeKindOf(db, row.reverts_change_id),
    revertsChangeId: row.reverts_change_id,
    revertedByChangeId: row.reverted_by_change_id,
    irreversible: row.irreversible,
    location: await locate(db, row),
  };
}

async function toChangeRecords(db: SqlClient, rows: readonly ChangeRow[]): Promise<ChangeRecord[]> {
  const records: ChangeRecord[] = [];
  for (const row of rows) records.push(await toChangeRecord(db, row));
  return records;
}

function readChanges(db: SqlClient, ids: readonly number[]): Promise<ChangeRow[]> {
  return db.all<ChangeRow>(`SELECT * FROM changes WHERE ${db.dialect.inJsonArray('id', '?', 'integer')} ORDER BY id DESC`, [JSON.stringify(ids)]);
}

export function createSqlChangeHistory(executor: SqlExecutor, { afterRevert }: { afterRevert?: AfterRevert } = {}): ChangeHistoryRepository {
  return {
    list: ({ sessionId, turn, editor, entityType, entityId, pageId, limit, before }) =>
      executor.read(async (db) => {
        const size = Math.min(Math.max(Math.round(limit), 1), MAX_PAGE);
        const rows = await db.all<ChangeRow>(
          `SELECT * FROM changes
           WHERE (CAST(@sessionId AS TEXT) IS NULL OR session_id = @sessionId) AND (CAST(@turn AS INTEGER) IS NULL OR turn = @turn)
             AND (CAST(@editor AS TEXT) IS NULL OR editor = @editor)
             AND (CAST(@entityType AS TEXT) IS NULL OR entity_type = @entityType) AND (CAST(@entityId AS INTEGER) IS NULL OR entity_id = @entityId)
             AND (CAST(@pageId AS INTEGER) IS NULL OR (entity_type = 'page' AND entity_id = @pageId)
               OR (entity_type = 'section' AND entity_id IN (SELECT id FROM sections WHERE page_id = @pageId)))
             AND (CAST(@before AS INTEGER) IS NULL OR id < @before)
           ORDER BY id DESC LIMIT @limit`,
          {
            sessionId: sessionId ?? null,
            turn: turn ?? null,
            editor: editor ?? null,
            entityType: entityType ?? null,
            entityId: entityId ?? null,
            pageId: pageId ?? null,
            before: before ?? null,
            limit: size + 1,
          },
        );
        const page = rows.slice(0, size);
        return { changes: await toChangeRecords(db, page), nextCursor: rows.length > size ? page.at(-1)!.id : null };
      }),

    get: (id) =>
      executor.read(async (db) => {
        const [row] = await readChanges(db, [id]);
        return row && toChangeRecord(db, row);
      }),

    async revert(changeIds) {
      const ids = [...new Set(changeIds)];
      await executor.write(async (db, touched, record) => {
        const stored = (await readChanges(db, ids)).map(toStoredChange);
        const missing = missingChanges(ids, stored);
        if (missing) throw missing;
        await revertChanges({ db, record, touched }, stored);
      });
      const outcome = await executor.read(async (db) => {
        const reverted = await readChanges(db, ids);
        const made = await readChanges(
          db,
          reverted.flatMap((row) => (row.reverted_by_change_id === null ? [] : [row.reverted_by_change_id])),
        );
        return { reverted: await toChangeRecords(db, reverted), changes: await toChangeRecords(db, made) };
      });
      await afterRevert?.(outcome);
      return outcome;
    },
  };
}
