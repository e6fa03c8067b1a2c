import path from 'node:path';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import type { ImagePatch, ImageRecord, ImageRepository } from '../image-repository.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
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

function selectById(db: SqlClient, id: number): Promise<ImageRow | undefined> {
  return db.get<ImageRow>('SELECT * FROM images WHERE id = ?', [id]);
}

async function isFilenameTaken(db: SqlClient, filename: string, exceptId = 0): Promise<boolean> {
  return (await db.get('SELECT 1 FROM images WHERE filename = ? AND id <> ?', [filename, exceptId])) !== undefined;
}

/** "mountain.png" -> "mountain-2.png", "mountain-3.png", … until one is free. */
async function uniqueFilename(db: SqlClient, filename: string): Promise<string> {
  if (!(await isFilenameTaken(db, filename))) return filename;
  const extension = path.extname(filename);
  const base = filename.slice(0, filename.length - extension.length);
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}${extension}`;
    if (!(await isFilenameTaken(db, candidate))) return candidate;
  }
}

export function createSqlImageRepository(executor: SqlExecutor): ImageRepository {
  return {
    create: (input) =>
      executor.write(async (db, changes, record) => {
        const now = new Date().toISOString();
        const id = (await db.value<number>(
          `INSERT INTO images (filename, storage_path, mime_type, size_bytes, alt_text, description, tags_json, width, height, source_url, credit, created_at, updated_at)
           VALUES (@filename, @storagePath, @mimeType, @sizeBytes, @altText, @description, @tags, @width, @height, @sourceUrl, @credit, @now, @now)
           RETURNING id`,
          {
            filename: await uniqueFilename(db, input.filename),
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
          },
        ))!;
        changes.push({ type: 'image', id });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'images', id)] });
        return toImageRecord((await selectById(db, id))!);
      }),

    getById: (id) =>
      executor.read(async (db) => {
        const row = await selectById(db, id);
        return row && toImageRecord(row);
      }),

    getByIds: (ids) =>
      executor.read(async (db) => {
        const rows = await db.all<ImageRow>(`SELECT * FROM images WHERE ${db.dialect.inJsonArray('id', '?', 'integer')}`, [JSON.stringify(ids)]);
        const byId = new Map(rows.map((row) => [row.id, toImageRecord(row)]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),

    getByFilename: (filename) =>
      executor.read(async (db) => {
        const row = await db.get<ImageRow>('SELECT * FROM images WHERE filename = ?', [filename]);
        return row && toImageRecord(row);
      }),

    list: ({ limit, offset, tag }) =>
      executor.read(async (db) => {
        const where = tag === undefined ? '' : `WHERE ${db.dialect.jsonArrayHasIgnoringCase('images.tags_json', '@tag')}`;
        const parameters: Record<string, string> = tag === undefined ? {} : { tag };
        const rows = await db.all<ImageRow>(`SELECT * FROM images ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`, {
          ...parameters,
          limit,
          offset,
        });
        // Without a tag the count has no placeholder at all: no values, not an empty set of named ones.
        const total = (await db.value<number>(`SELECT COUNT(*) FROM images ${where}`, tag === undefined ? [] : parameters))!;
        return { images: rows.map(toImageRecord), total };
      }),

    update: (id, patch: ImagePatch) =>
      executor.write(async (db, changes, record) => {
        const existing = await selectById(db, id);
        if (!existing)
          throw new NotFoundError({ entity: 'image', key: id, message: `No image with id ${id}. Find images with cms_findImage or cms_listAllImages.` });
        if (patch.filename !== undefined && (await isFilenameTaken(db, patch.filename, id))) {
          throw new ConflictError({
            entity: 'image',
            key: patch.filename,
            message: `Another image is already named "${patch.filename}"; choose a different filename.`,
          });
        }
        await db.run(
          `UPDATE images SET filename = @filename, alt_text = @altText, description = @description, tags_json = @tags, updated_at = @now WHERE id = @id`,
          {
            id,
            filename: patch.filename ?? existing.filename,
            altText: patch.altText ?? existing.alt_text,
            description: patch.description ?? existing.description,
            tags: patch.tags === undefined ? existing.tags_json : JSON.stringify(patch.tags),
            now: new Date().toISOString(),
          },
        );
        changes.push({ type: 'image', id });
        record({ action: 'update', before: [{ table: 'images', row: existing }], after: [await snapshotRow(db, 'images', id)] });
        return toImageRecord((await selectById(db, id))!);
      }),

    delete: (id) =>
      executor.write(async (db, changes, record) => {
        const existing = await selectById(db, id);
        if (!existing) return undefined;
        await db.run('DELETE FROM images WHERE id = ?', [id]);
        record({ action: 'delete', before: [{ table: 'images', row: existing }], after: [], irreversible: IMAGE_FILE_GONE });
        changes.push({ type: 'image', id });
        return toImageRecord(existing);
      }),
  };
}
