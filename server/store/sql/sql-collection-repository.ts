import { ConflictError, type FieldProblem, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import type { CollectionEntryRecord, CollectionRecord, CollectionRepository, ListEntriesOptions } from '../collection-repository.ts';
import { collectImageIds, isContentObject, mergeContent, validateSectionContent, validateTemplateFields } from '../section-content.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
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

async function readCollection(db: SqlClient, name: string): Promise<CollectionRecord | undefined> {
  const row = await db.get<CollectionRow>('SELECT * FROM collections WHERE name = ?', [name]);
  return row && toCollectionRecord(row);
}

async function requireCollection(db: SqlClient, name: string): Promise<CollectionRecord> {
  const collection = await readCollection(db, name);
  if (collection) return collection;
  const names = await db.column<string>('SELECT name FROM collections ORDER BY name');
  const known = names.length > 0 ? `Collections: ${names.join(', ')}.` : 'There are no collections yet.';
  throw new NotFoundError({ entity: 'collection', key: name, message: `No collection "${name}". ${known}` });
}

async function readEntry(db: SqlClient, id: number): Promise<CollectionEntryRecord | undefined> {
  const row = await db.get<EntryRow>(`${SELECT_ENTRIES} WHERE collection_entries.id = ?`, [id]);
  return row && toEntryRecord(row);
}

/** Every problem with an entry's title and data at once; data is checked like section content, images looked up. */
async function checkEntry(db: SqlClient, collection: CollectionRecord, { title, data }: { title: string; data: unknown }): Promise<void> {
  const problems: FieldProblem[] = [];
  if (title === '') problems.push({ field: 'title', message: 'must not be empty' });
  const candidateIds = collectImageIds(collection.fields, data);
  const existingImageIds = new Set(
    await db.column<number>(`SELECT id FROM images WHERE ${db.dialect.inJsonArray('id', '?', 'integer')}`, [JSON.stringify(candidateIds)]),
  );
  problems.push(...validateSectionContent({ fields: collection.fields, content: data, existingImageIds, path: 'data' }));
  if (problems.length > 0) throw new ValidationError({ fields: problems });
}

export function createSqlCollectionRepository(executor: SqlExecutor): CollectionRepository {
  return {
    listNames: () => executor.read((db) => db.column<string>('SELECT name FROM collections ORDER BY name')),

    getByName: (name) => executor.read((db) => readCollection(db, name)),

    create: ({ name, label, description, fields }) =>
      executor.write(async (db, _changes, record) => {
        const problems = validateTemplateFields(fields);
        if (!COLLECTION_NAME.test(name))
          problems.unshift({ field: 'name', message: `"${name}" is not a collection name: use lowercase words joined by hyphens, e.g. "team-members"` });
        if (label.trim() === '') problems.unshift({ field: 'label', message: 'must not be empty' });
        if (problems.length > 0) throw new ValidationError({ fields: problems });
        if (await readCollection(db, name))
          throw new ConflictError({ entity: 'collection', key: name, message: `A collection named "${name}" already exists.` });
        const id = (await db.value<number>('INSERT INTO collections (name, label, description, fields_json) VALUES (?, ?, ?, ?) RETURNING id', [
          name,
          label.trim(),
          description,
          JSON.stringify(fields),
        ]))!;
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'collections', id)] });
        return (await readCollection(db, name))!;
      }),

    createEntry: ({ collection: collectionName, title, data, position }) =>
      executor.write(async (db, changes, record) => {
        const collection = await requireCollection(db, collectionName);
        // Nulls mean "no value", as in a patch; dropping them keeps stored data free of them.
        const cleaned = isContentObject(data) ? mergeContent({}, data) : data;
        await checkEntry(db, collection, { title: title.trim(), data: cleaned });
        const now = new Date().toISOString();
        const id = (await db.value<number>(
          'INSERT INTO collection_entries (collection_id, title, position, data_json, created_at, updated_at) VALUES (?, ?, 0, ?, ?, ?) RETURNING id',
          [collection.id, title.trim(), JSON.stringify(cleaned), now, now],
        ))!;
        await arrangePositions(db, { table: 'collection_entries', scope: { collection_id: collection.id }, itemId: id, position });
        changes.push({ type: 'entry', id });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'collection_entries', id)] });
        return (await readEntry(db, id))!;
      }),

    listEntries: (options: ListEntriesOptions) =>
      executor.read(async (db) => {
        const collection = await requireCollection(db, options.collection);
        const words = options.query?.split(/\s+/).filter(Boolean) ?? [];
        const like = db.dialect.likeIgnoringCase;
        // Values only: matching the raw JSON would find every entry for a field name such as "role".
        const matchesWord = `(collection_entries.title ${like} ? ESCAPE '\\' OR ${db.dialect.jsonStringValueLike('collection_entries.data_json', '?')})`;
        const where = ['collection_entries.collection_id = ?', ...words.map(() => matchesWord)];
        const parameters = [collection.id, ...words.flatMap((word) => [likePattern(word), likePattern(word)])];
        const total = (await db.value<number>(`SELECT COUNT(*) FROM collection_entries WHERE ${where.join(' AND ')}`, parameters))!;
        const rows = await db.all<EntryRow>(
          `${SELECT_ENTRIES} WHERE ${where.join(' AND ')} ORDER BY collection_entries.position, collection_entries.id LIMIT ? OFFSET ?`,
          [...parameters, options.limit, options.offset],
        );
        return { entries: rows.map(toEntryRecord), total };
      }),

    getEntry: (id) => executor.read((db) => readEntry(db, id)),

    updateEntry: (id, patch) =>
      executor.write(async (db, changes, record) => {
        const entry = await readEntry(db, id);
        if (!entry) throw new NotFoundError({ entity: 'entry', key: id });
        const before = await snapshotRow(db, 'collection_entries', id);
        const collection = await requireCollection(db, entry.collection);
        const title = patch.title?.trim() ?? entry.title;
        const data = patch.data ? mergeContent(entry.data, patch.data) : entry.data;
        await checkEntry(db, collection, { title, data });
        await db.run('UPDATE collection_entries SET title = ?, data_json = ?, updated_at = ? WHERE id = ?', [
          title,
          JSON.stringify(data),
          new Date().toISOString(),
          id,
        ]);
        if (patch.position !== undefined)
          await arrangePositions(db, { table: 'collection_entries', scope: { collection_id: entry.collectionId }, itemId: id, position: patch.position });
        changes.push({ type: 'entry', id });
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'collection_entries', id)] });
        return (await readEntry(db, id))!;
      }),

    deleteEntry: (id) =>
      executor.write(async (db, changes, record) => {
        const entry = await readEntry(db, id);
        if (!entry) return undefined;
        const before = await snapshotRow(db, 'collection_entries', id);
        await db.run('DELETE FROM collection_entries WHERE id = ?', [id]);
        record({ action: 'delete', before: [before], after: [] });
        await arrangePositions(db, { table: 'collection_entries', scope: { collection_id: entry.collectionId } });
        changes.push({ type: 'entry', id });
        return entry;
      }),
  };
}
