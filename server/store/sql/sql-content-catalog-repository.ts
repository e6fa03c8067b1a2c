import type { ContentCatalogRepository, ImageUsages } from '../content-catalog-repository.ts';
import { collectImageIds } from '../section-content.ts';
import type { TemplateField } from '../section-repository.ts';
import { contentOutboxBounds, pruneContentOutbox, readContentOutbox } from './content-outbox.ts';
import type { SqlClient } from './sql-client.ts';
import { countContentDocuments, loadContentDocuments } from './sql-content-documents.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { ensureContentNames, findContentByName, locateContent } from './sql-name-search.ts';

/** Rows whose content holds any wanted image id; ids can sit at any depth, so the content is walked with its fields. */
async function rowsUsingImages<ROW extends { fields_json: string; content_json: string }>(db: SqlClient, sql: string, wanted: ReadonlySet<number>) {
  return (await db.all<ROW>(sql)).flatMap((row) => {
    const found = collectImageIds(JSON.parse(row.fields_json) as TemplateField[], JSON.parse(row.content_json));
    const imageIds = [...new Set(found.filter((id) => wanted.has(id)))];
    return imageIds.length === 0 ? [] : [{ row, imageIds }];
  });
}

export async function findImageUsages(db: SqlClient, imageIds: readonly number[]): Promise<ImageUsages> {
  const wanted = new Set(imageIds);
  const sections = (
    await rowsUsingImages<{ id: number; page_id: number; page_slug: string; template_name: string; fields_json: string; content_json: string }>(
      db,
      `SELECT sections.id, sections.page_id, pages.slug AS page_slug, section_templates.name AS template_name,
              section_templates.fields_json, sections.content_json
       FROM sections JOIN section_templates ON section_templates.id = sections.template_id JOIN pages ON pages.id = sections.page_id
       ORDER BY pages.slug, sections.position`,
      wanted,
    )
  ).map(({ row, imageIds }) => ({ sectionId: row.id, pageId: row.page_id, pageSlug: row.page_slug, templateName: row.template_name, imageIds }));
  const entries = (
    await rowsUsingImages<{ id: number; title: string; collection: string; fields_json: string; content_json: string }>(
      db,
      `SELECT collection_entries.id, collection_entries.title, collections.name AS collection, collections.fields_json,
              collection_entries.data_json AS content_json
       FROM collection_entries JOIN collections ON collections.id = collection_entries.collection_id
       ORDER BY collections.name, collection_entries.position`,
      wanted,
    )
  ).map(({ row, imageIds }) => ({ entryId: row.id, title: row.title, collection: row.collection, imageIds }));
  const postRows = await db.all<{ post_id: number; title: string; slug: string; image_id: number }>(
    `SELECT id AS post_id, title, slug, featured_image_id AS image_id FROM posts WHERE ${db.dialect.inJsonArray('featured_image_id', '?', 'integer')} ORDER BY id`,
    [JSON.stringify(imageIds)],
  );
  const posts: ImageUsages['posts'] = postRows.map((row) => ({ postId: row.post_id, title: row.title, slug: row.slug, imageId: row.image_id }));
  return { sections, entries, posts };
}

export function createSqlContentCatalogRepository(executor: SqlExecutor): ContentCatalogRepository {
  return {
    findByName: (options) => executor.read((db) => findContentByName(db, options)),
    locate: (refs) => executor.read((db) => locateContent(db, refs)),
    loadDocuments: (refs) => executor.read((db) => loadContentDocuments(db, refs)),
    countDocuments: () => executor.read(countContentDocuments),
    // Through a write: on PostgreSQL it takes the write lock, so two processes starting together rebuild it once.
    ensureNameIndex: () => executor.write((db) => ensureContentNames(db)),
    findImageUsages: (imageIds) => executor.read((db) => findImageUsages(db, imageIds)),
    readOutbox: (options) => executor.read((db) => readContentOutbox(db, options)),
    outboxBounds: () => executor.read(contentOutboxBounds),
    pruneOutbox: (before) => executor.write((db) => pruneContentOutbox(db, before)),
  };
}
