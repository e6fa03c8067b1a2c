import type { SqliteConnection } from '../sqlite/sqlite-connection.ts';
import { ConflictError, type FieldProblem, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import type { CollectionEntryRecord, CollectionRecord, CollectionRepository, ListEntriesOptions } from '../collection-repository.ts';
import { collectImageIds, isContentObject, mergeContent, validateSectionContent, validateTemplateFields } from '../section-content.ts';
import type { SqliteExecutor } from './sql-executor.ts';
import { arrangePositions } from './sql-positions.ts';
import { likePattern } from './sql-text.ts';
import { snapshotRow } from './change-history/recorded-tables.ts';

type CollectionRow = { id: number; name: string; label: string; description: string; fields_json: string };

type EntryRow = {
  id: number;
  collection_id: number;
  collection_name: string;
  title: string;
  position: number;
  data_json: string;
  created_at: string;
  updated_at: string;
};

const COLLECTION_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const SELECT_ENTRIES = `
  SELECT collection_entries.*, collections.name AS collection_name
  FROM collection_entries JOIN collections ON collections.id = collection_entries.collection_id`;

function toCollectionRecord(row: CollectionRow): CollectionRecord {
  return { id: row.id, name: row.name, label: row.label, description: row.description, fields: JSON.parse(row.fields_json) };
}

function toEntryRecord(row: EntryRow): CollectionEntryRecord {
  return {
    id: row.id,
    collectionId: row.collection_id,
    collection: row.collection_name,
    title: row.title,
    position: row.position,
    data: JSON.parse(row.data_json),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function readCollection(db: SqliteConnection, name: string): CollectionRecord | undefined {
  const row = db.prepare('SELECT * FROM collections WHERE name = ?').get(name) as CollectionRow | undefined;
  return row && toCollectionRecord(row);
}

function requireCollection(db: SqliteConnection, name: string): CollectionRecord {
  const collection = readCollection(db, name);
  if (collection) return collection;
  const names = db.prepare('SELECT name FROM collections ORDER BY name').pluck().all() as string[];
  const known = names.length > 0 ? `Collections: ${names.join(', ')}.` : 'There are no collections yet.';
  throw new NotFoundError({ entity: 'collection', key: name, message: `No collection "${name}". ${known}` });
}

function readEntry(db: SqliteConnection, id: number): CollectionEntryRecord | undefined {
  const row = db.prepare(`${SELECT_ENTRIES} WHERE collection_entries.id = ?`).get(id) as EntryRow | undefined;
  return row && toEntryRecord(row);
}

/** Every problem with an entry's title and data at once; data is checked like section content, images looked up. */
function checkEntry(db: SqliteConnection, collection: CollectionRecord, { title, data }: { title: string; data: unknown }): void {
  const problems: FieldProblem[] = [];
  if (title === '') problems.push({ field: 'title', message: 'must not be empty' });
  const candidateIds = collectImageIds(collection.fields, data);
  const existingImageIds = new Set(
    db.prepare('SELECT id FROM images WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(candidateIds)) as number[],
  );
  problems.push(...validateSectionContent({ fields: collection.fields, content: data, existingImageIds, path: 'data' }));
  if (problems.length > 0) throw new ValidationError(problems);
}

export function createSqliteCollectionRepository(executor: SqliteExecutor): CollectionRepository {
  return {
    listNames: () => executor.read((db) => db.prepare('SELECT name FROM collections ORDER BY name').pluck().all() as string[]),

    getByName: (name) => executor.read((db) => readCollection(db, name)),

    create: ({ name, label, description, fields }) =>
      executor.write((db, _changes, record) => {
        const problems = validateTemplateFields(fields);
        if (!COLLECTION_NAME.test(name))
          problems.unshift({ field: 'name', message: `"${name}" is not a collection name: use lowercase words joined by hyphens, e.g. "team-members"` });
        if (label.trim() === '') problems.unshift({ field: 'label', message: 'must not be empty' });
        if (problems.length > 0) throw new ValidationError(problems);
        if (readCollection(db, name)) throw new ConflictError(`A collection named "${name}" already exists.`);
        const { lastInsertRowid } = db
          .prepare('INSERT INTO collections (name, label, description, fields_json) VALUES (?, ?, ?, ?)')
          .run(name, label.trim(), description, JSON.stringify(fields));
        record({ action: 'create', before: [], after: [snapshotRow(db, 'collections', lastInsertRowid)] });
        return readCollection(db, name)!;
      }),

    createEntry: ({ collection: collectionName, title, data, position }) =>
      executor.write((db, changes, record) => {
        const collection = requireCollection(db, collectionName);
        // Nulls mean "no value", as in a patch; dropping them keeps stored data free of them.
        const cleaned = isContentObject(data) ? mergeContent({}, data) : data;
        checkEntry(db, collection, { title: title.trim(), data: cleaned });
        const now = new Date().toISOString();
        const { lastInsertRowid } = db
          .prepare('INSERT INTO collection_entries (collection_id, title, position, data_json, created_at, updated_at) VALUES (?, ?, 0, ?, ?, ?)')
          .run(collection.id, title.trim(), JSON.stringify(cleaned), now, now);
        const id = Number(lastInsertRowid);
        arrangePositions(db, { table: 'collection_entries', scope: { collection_id: collection.id }, itemId: id, position });
        changes.push({ type: 'entry', id });
        record({ action: 'create', before: [], after: [snapshotRow(db, 'collection_entries', id)] });
        return readEntry(db, id)!;
      }),

    listEntries: (options: ListEntriesOptions) =>
      executor.read((db) => {
        const collection = requireCollection(db, options.collection);
        const words = options.query?.split(/\s+/).filter(Boolean) ?? [];
        // Values only: matching the raw JSON would find every entry for a field name such as "role".
        const matchesWord = `(collection_entries.title LIKE ? ESCAPE '\\'
          OR EXISTS (SELECT 1 FROM json_tree(collection_entries.data_json) WHERE json_tree.type = 'text' AND json_tree.value LIKE ? ESCAPE '\\'))`;
        const where = ['collection_entries.collection_id = ?', ...words.map(() => matchesWord)];
        const parameters = [collection.id, ...words.flatMap((word) => [likePattern(word), likePattern(word)])];
        const total = db
          .prepare(`SELECT COUNT(*) FROM collection_entries WHERE ${where.join(' AND ')}`)
          .pluck()
          .get(...parameters) as number;
        const rows = db
          .prepare(`${SELECT_ENTRIES} WHERE ${where.join(' AND ')} ORDER BY collection_entries.position, collection_entries.id LIMIT ? OFFSET ?`)
          .all(...parameters, options.limit, options.offset) as EntryRow[];
        return { entries: rows.map(toEntryRecord), total };
      }),

    getEntry: (id) => executor.read((db) => readEntry(db, id)),

    updateEntry: (id, patch) =>
      executor.write((db, changes, record) => {
        const entry = readEntry(db, id);
        if (!entry) throw new NotFoundError({ entity: 'entry', key: id });
        const before = snapshotRow(db, 'collection_entries', id);
        const collection = requireCollection(db, entry.collection);
        const title = patch.title?.trim() ?? entry.title;
        const data = patch.data ? mergeContent(entry.data, patch.data) : entry.data;
        checkEntry(db, collection, { title, data });
        db.prepare('UPDATE collection_entries SET title = ?, data_json = ?, updated_at = ? WHERE id = ?').run(
          title,
          JSON.stringify(data),
          new Date().toISOString(),
          id,
        );
        if (patch.position !== undefined)
          arrangePositions(db, { table: 'collection_entries', scope: { collection_id: entry.collectionId }, itemId: id, position: patch.position });
        changes.push({ type: 'entry', id });
        record({ action: 'update', before: [before], after: [snapshotRow(db, 'collection_entries', id)] });
        return readEntry(db, id)!;
      }),

    deleteEntry: (id) =>
      executor.write((db, changes, record) => {
        const entry = readEntry(db, id);
        if (!entry) return undefined;
        const before = snapshotRow(db, 'collection_entries', id);
        db.prepare('DELETE FROM collection_entries WHERE id = ?').run(id);
        record({ action: 'delete', before: [before], after: [] });
        arrangePositions(db, { table: 'collection_entries', scope: { collection_id: entry.collectionId } });
        changes.push({ type: 'entry', id });
        return entry;
      }),
  };
}
