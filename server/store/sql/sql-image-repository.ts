import path from 'node:path';
import type { SqliteConnection } from '../sqlite/sqlite-connection.ts';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import type { ImagePatch, ImageRecord, ImageRepository } from '../image-repository.ts';
import type { SqliteExecutor } from './sql-executor.ts';
import { snapshotRow } from './change-history/recorded-tables.ts';

/** Deleting an image record goes with removing its file (cms_deleteImage does both), so undo cannot bring it back. */
const IMAGE_FILE_GONE = "the image's file was removed with it; upload the image again instead";

type ImageRow = {
  id: number;
  filename: string;
  storage_path: string;
  mime_type: string;
  size_bytes: number;
  alt_text: string;
  description: string;
  tags_json: string;
  width: number;
  height: number;
  source_url: string | null;
  credit: string | null;
  created_at: string;
  updated_at: string;
};

const TAG_FILTER = 'EXISTS (SELECT 1 FROM json_each(images.tags_json) WHERE lower(json_each.value) = lower(@tag))';

function toImageRecord(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    filename: row.filename,
    storagePath: row.storage_path,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
    altText: row.alt_text,
    description: row.description,
    tags: JSON.parse(row.tags_json) as string[],
    ...(row.source_url === null ? {} : { sourceUrl: row.source_url }),
    ...(row.credit === null ? {} : { credit: row.credit }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function selectById(db: SqliteConnection, id: number): ImageRow | undefined {
  return db.prepare('SELECT * FROM images WHERE id = ?').get(id) as ImageRow | undefined;
}

function isFilenameTaken(db: SqliteConnection, filename: string, exceptId = 0): boolean {
  return db.prepare('SELECT 1 FROM images WHERE filename = ? AND id <> ?').get(filename, exceptId) !== undefined;
}

/** "mountain.png" -> "mountain-2.png", "mountain-3.png", … until one is free. */
function uniqueFilename(db: SqliteConnection, filename: string): string {
  if (!isFilenameTaken(db, filename)) return filename;
  const extension = path.extname(filename);
  const base = filename.slice(0, filename.length - extension.length);
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}${extension}`;
    if (!isFilenameTaken(db, candidate)) return candidate;
  }
}

export function createSqliteImageRepository(executor: SqliteExecutor): ImageRepository {
  return {
    create: (input) =>
      executor.write((db, changes, record) => {
        const now = new Date().toISOString();
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO images (filename, storage_path, mime_type, size_bytes, alt_text, description, tags_json, width, height, source_url, credit, created_at, updated_at)
             VALUES (@filename, @storagePath, @mimeType, @sizeBytes, @altText, @description, @tags, @width, @height, @sourceUrl, @credit, @now, @now)`,
          )
          .run({
            filename: uniqueFilename(db, input.filename),
            storagePath: input.storagePath,
            mimeType: input.mimeType,
            sizeBytes: input.sizeBytes,
            width: input.width,
            height: input.height,
            altText: input.altText,
            description: input.description,
            tags: JSON.stringify(input.tags),
            sourceUrl: input.sourceUrl ?? null,
            credit: input.credit ?? null,
            now,
          });
        const id = Number(lastInsertRowid);
        changes.push({ type: 'image', id });
        record({ action: 'create', before: [], after: [snapshotRow(db, 'images', id)] });
        return toImageRecord(selectById(db, id)!);
      }),

    getById: (id) =>
      executor.read((db) => {
        const row = selectById(db, id);
        return row && toImageRecord(row);
      }),

    getByIds: (ids) =>
      executor.read((db) => {
        const rows = db.prepare('SELECT * FROM images WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as ImageRow[];
        const byId = new Map(rows.map((row) => [row.id, toImageRecord(row)]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),

    getByFilename: (filename) =>
      executor.read((db) => {
        const row = db.prepare('SELECT * FROM images WHERE filename = ?').get(filename) as ImageRow | undefined;
        return row && toImageRecord(row);
      }),

    list: ({ limit, offset, tag }) =>
      executor.read((db) => {
        const where = tag === undefined ? '' : `WHERE ${TAG_FILTER}`;
        const parameters: Record<string, string> = tag === undefined ? {} : { tag };
        const rows = db
          .prepare(`SELECT * FROM images ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
          .all({ ...parameters, limit, offset }) as ImageRow[];
        const total = db.prepare(`SELECT COUNT(*) FROM images ${where}`).pluck().get(parameters) as number;
        return { images: rows.map(toImageRecord), total };
      }),

    update: (id, patch: ImagePatch) =>
      executor.write((db, changes, record) => {
        const existing = selectById(db, id);
        if (!existing)
          throw new NotFoundError({ entity: 'image', key: id, message: `No image with id ${id}. Find images with cms_findImage or cms_listAllImages.` });
        if (patch.filename !== undefined && isFilenameTaken(db, patch.filename, id)) {
          throw new ConflictError(`Another image is already named "${patch.filename}"; choose a different filename.`);
        }
        db.prepare(
          `UPDATE images SET filename = @filename, alt_text = @altText, description = @description, tags_json = @tags, updated_at = @now WHERE id = @id`,
        ).run({
          id,
          filename: patch.filename ?? existing.filename,
          altText: patch.altText ?? existing.alt_text,
          description: patch.description ?? existing.description,
          tags: patch.tags === undefined ? existing.tags_json : JSON.stringify(patch.tags),
          now: new Date().toISOString(),
        });
        changes.push({ type: 'image', id });
        record({ action: 'update', before: [{ table: 'images', row: existing }], after: [snapshotRow(db, 'images', id)] });
        return toImageRecord(selectById(db, id)!);
      }),

    delete: (id) =>
      executor.write((db, changes, record) => {
        const existing = selectById(db, id);
        if (!existing) return undefined;
        db.prepare('DELETE FROM images WHERE id = ?').run(id);
        record({ action: 'delete', before: [{ table: 'images', row: existing }], after: [], irreversible: IMAGE_FILE_GONE });
        changes.push({ type: 'image', id });
        return toImageRecord(existing);
      }),
  };
}
