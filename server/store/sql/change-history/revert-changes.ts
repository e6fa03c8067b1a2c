import { ConflictError, NotFoundError } from '../../../errors/cms-errors.ts';
import type { ContentChange } from '../../content-change.ts';
import type { SqlClient } from '../sql-client.ts';
import { findImageUsages } from '../sql-content-catalog-repository.ts';
import { arrangePositions } from '../sql-positions.ts';
import type { RecordChange } from './entity-change.ts';
import { BOOKKEEPING_COLUMNS, RECORDED_TABLES, type RecordedTable, type Row, type RowSnapshot, readRow, TABLE_FACTS } from './recorded-tables.ts';

/** The stored change a revert reads: its rows as they were, and how people know it. */
export type StoredChange = {
  id: number;
  action: 'create' | 'update' | 'delete';
  entityName: string;
  summary: string;
  before: RowSnapshot[];
  after: RowSnapshot[];
  irreversible: string | null;
  revertedByChangeId: number | null;
};

type RevertContext = { db: SqlClient; record: RecordChange; touched: ContentChange[] };

const camelCase = (column: string) => column.replace(/_json$|_id$/, '').replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
const parseObject = (json: unknown) => (typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : {});
const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '(empty)' : JSON.stringify(value));

/**
 * `text` says what stands in the way; the change is named after it by its summary. Editors read this message,
 * and change numbers mean nothing to them: the id is the error's `key`, which API clients get as a field.
 */
function conflict(change: StoredChange, text: string): ConflictError {
  return new ConflictError({ entity: 'change', key: change.id, message: `Nothing was undone: ${text} (${change.summary}).` });
}

function touch(context: RevertContext, table: RecordedTable, id: number) {
  const type = TABLE_FACTS[table].contentType;
  if (type) context.touched.push({ type, id });
}

/** The group a positioned row is numbered in, e.g. { page_id: 3 }. */
function positionScope(table: RecordedTable, row: Row) {
  const scope = TABLE_FACTS[table].positionScope;
  return scope && { table: scope.table, scope: Object.fromEntries(scope.columns.map((column) => [column, row[column] ?? null])) };
}

const DEPENDENT_NOUNS: Record<string, [one: string, many: string]> = {
  sections: ['section', 'sections'],
  navigation_items: ['menu link', 'menu links'],
  collection_entries: ['entry', 'entries'],
  posts: ['post', 'posts'],
};

/** Rows of other tables that point at this one and would go (or break) if it went. */
async function dependents(db: SqlClient, table: RecordedTable, id: number, leaving: ReadonlySet<string>): Promise<string[]> {
  const found: string[] = [];
  for (const other of RECORDED_TABLES) {
    for (const [column, reference] of Object.entries(TABLE_FACTS[other].references)) {
      if (reference.table !== table) continue;
      // Table and column names come from TABLE_FACTS, never from a caller.
      const otherIds = await db.column<number>(`SELECT id FROM ${other} WHERE ${column} = ?`, [id]);
      found.push(...otherIds.filter((otherId) => !leaving.has(`${other}:${otherId}`)).map(() => other));
    }
  }
  if (table === 'images') {
    const usages = await findImageUsages(db, [id]);
    found.push(...usages.sections.map(() => 'sections' as const), ...usages.entries.map(() => 'collection_entries' as const));
  }
  const counts = new Map<string, number>();
  for (const other of found) counts.set(other, (counts.get(other) ?? 0) + 1);
  return [...counts].map(([other, count]) => `${count} ${count === 1 ? DEPENDENT_NOUNS[other]![0] : DEPENDENT_NOUNS[other]![1]}`);
}

/** Puts an updated row's changed fields back, if they still hold what the change wrote. */
async function revertUpdate(context: RevertContext, change: StoredChange): Promise<void> {
  const { db } = context;
  const [before, after] = [change.before[0]!, change.after[0]!];
  const { table } = before;
  const facts = TABLE_FACTS[table];
  const id = before.row.id as number;
  const current = await readRow(db, table, id);
  if (!current) throw conflict(change, `${change.entityName} was deleted since`);
  const restored: Row = {};
  for (const column of Object.keys(before.row)) {
    if (BOOKKEEPING_COLUMNS.has(column) || same(before.row[column], after.row[column])) continue;
    if (column === facts.objectColumn) {
      const [was, wrote, now] = [parseObject(before.row[column]), parseObject(after.row[column]), parseObject(current[column])];
      const merged = { ...now };
      for (const key of new Set([...Object.keys(was), ...Object.keys(wrote)])) {
        if (same(was[key], wrote[key])) continue;
        if (!same(now[key], wrote[key])) throw conflict(change, `${change.entityName} changed since: ${key} is now ${shown(now[key])}`);
        if (was[key] === undefined) delete merged[key];
        else merged[key] = was[key];
      }
      restored[column] = JSON.stringify(merged);
      continue;
    }
    // Positions shift whenever a sibling comes or goes; a move is put back to its old place regardless.
    if (column !== 'position' && !same(current[column], after.row[column])) {
      throw conflict(change, `${change.entityName} changed since: ${camelCase(column)} is now ${shown(current[column])}`);
    }
    restored[column] = before.row[column]!;
  }
  for (const column of facts.unique) {
    if (column in restored && (await db.get(`SELECT 1 FROM ${table} WHERE ${column} = ? AND id <> ?`, [restored[column] ?? null, id]))) {
      throw conflict(change, `another ${facts.entity} has the ${column} ${shown(restored[column])} now`);
    }
  }
  for (const [column, reference] of Object.entries(facts.references)) {
    if (restored[column] != null && !(await readRow(db, reference.table, restored[column] as number))) {
      throw conflict(
        change,
        `${change.entityName} cannot go back: the ${camelCase(column)} it had (${reference.table.replace(/_/g, ' ')} ${restored[column]}) is gone`,
      );
    }
  }
  const { position, ...columns } = restored;
  const assignments = Object.keys(columns).map((column) => `${column} = @${column}`);
  if ('updated_at' in current) assignments.push('updated_at = @updated_at');
  if (assignments.length > 0)
    await db.run(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = @id`, { ...columns, updated_at: new Date().toISOString(), id });
  const scopeNow = positionScope(table, current);
  const scopeThen = positionScope(table, { ...current, ...restored });
  if (scopeNow && scopeThen && (position !== undefined || !same(scopeNow.scope, scopeThen.scope))) {
    await arrangePositions(db, { ...scopeThen, itemId: id, position: (position ?? before.row.position) as number });
    if (!same(scopeNow.scope, scopeThen.scope)) await arrangePositions(db, scopeNow);
  }
  touch(context, table, id);
  context.record({ action: 'update', before: [{ table, row: current }], after: [{ table, row: (await readRow(db, table, id))! }], revertsChangeId: change.id });
}

/** Removes what a change created, if nothing changed it or came to depend on it since. */
async function revertCreate(context: RevertContext, change: StoredChange): Promise<void> {
  const { db } = context;
  const leaving = new Set(change.after.map(({ table, row }) => `${table}:${row.id}`));
  const removed: RowSnapshot[] = [];
  for (const { table, row } of [...change.after].reverse()) {
    const current = await readRow(db, table, row.id as number);
    if (!current) throw conflict(change, `${change.entityName} was deleted since`);
    const changed = Object.keys(row).find((column) => !BOOKKEEPING_COLUMNS.has(column) && column !== 'position' && !same(current[column], row[column]));
    if (changed) throw conflict(change, `${change.entityName} changed since: ${camelCase(changed)} is now ${shown(current[changed])}`);
    const blockers = await dependents(db, table, row.id as number, leaving);
    if (blockers.length > 0) throw conflict(change, `${change.entityName} is in use by ${blockers.join(', ')} added since`);
    await db.run(`DELETE FROM ${table} WHERE id = ?`, [row.id as number]);
    const scope = positionScope(table, current);
    if (scope) await arrangePositions(db, scope);
    touch(context, table, row.id as number);
    removed.unshift({ table, row: current });
  }
  context.record({ action: 'delete', before: removed, after: [], revertsChangeId: change.id });
}

/** Puts back what a change deleted: the same ids when they are free, new ones otherwise (with references following). */
async function revertDelete(context: RevertContext, change: StoredChange): Promise<void> {
  const { db } = context;
  const renumbered = new Map<string, number>();
  const restored: RowSnapshot[] = [];
  for (const { table, row: stored } of change.before) {
    const facts = TABLE_FACTS[table];
    const row: Row = 'updated_at' in stored ? { ...stored, updated_at: new Date().toISOString() } : { ...stored };
    for (const [column, reference] of Object.entries(facts.references)) {
      if (row[column] === null || row[column] === undefined) continue;
      row[column] = renumbered.get(`${reference.table}:${row[column]}`) ?? row[column];
      if (!(await readRow(db, reference.table, row[column] as number))) {
        throw conflict(
          change,
          `${change.entityName} cannot come back: the ${camelCase(column)} it belonged to (${reference.table.replace(/_/g, ' ')} ${row[column]}) is gone`,
        );
      }
    }
    for (const column of facts.unique) {
      if (await db.get(`SELECT 1 FROM ${table} WHERE ${column} = ?`, [row[column] ?? null])) {
        throw conflict(change, `${change.entityName} cannot come back: another ${facts.entity} has its ${column} ${shown(row[column])} now`);
      }
    }
    const idTaken = (await readRow(db, table, row.id as number)) !== undefined;
    const columns = Object.keys(row).filter((column) => !(idTaken && column === 'id'));
    // The old id goes back in explicitly when it is free (PostgreSQL's id columns are identity BY DEFAULT, which allows it).
    const id = (await db.value<number>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')}) RETURNING id`,
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
    ))!;
    if (idTaken) renumbered.set(`${table}:${row.id}`, id);
    const scope = positionScope(table, row);
    if (scope) await arrangePositions(db, { ...scope, itemId: id, position: row.position as number });
    touch(context, table, id);
    restored.push({ table, row: (await readRow(db, table, id))! });
  }
  context.record({ action: 'create', before: [], after: restored, revertsChangeId: change.id });
}

/**
 * Undoes stored changes, newest first, inside the caller's transaction: a throw leaves nothing undone.
 * An update is undone field by field when those fields still hold what it wrote; a creation when the
 * entity is unchanged and nothing came to depend on it; a deletion when its rows can come back (their
 * unique names free, what they pointed at still there). Each undo is recorded as a change of its own.
 */
export async function revertChanges(context: RevertContext, changes: readonly StoredChange[]): Promise<void> {
  for (const change of [...changes].sort((left, right) => right.id - left.id)) {
    if (change.revertedByChangeId !== null) {
      throw conflict(change, 'it was already undone');
    }
    if (change.irreversible) throw conflict(change, `it cannot be undone: ${change.irreversible}`);
    if (change.action === 'update') await revertUpdate(context, change);
    else if (change.action === 'create') await revertCreate(context, change);
    else await revertDelete(context, change);
  }
}

export function missingChanges(ids: readonly number[], found: readonly StoredChange[]): NotFoundError | undefined {
  const missing = ids.filter((id) => !found.some((change) => change.id === id));
  if (missing.length === 0) return undefined;
  return new NotFoundError({
    entity: 'change',
    key: missing.join(', '),
    message: `No change ${missing.map((id) => `#${id}`).join(', ')}. List changes to see their ids.`,
  });
}
