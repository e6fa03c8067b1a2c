import type { ContentDocument } from '../content-catalog-repository.ts';
import type { ContentChange, SearchableContentType } from '../content-change.ts';
import { clip, collectTextValues, filenameWords, plainText, sentences } from '../content-text.ts';
import type { TemplateField } from '../section-repository.ts';
import type { SqlClient, SqlDialect } from './sql-client.ts';

// The sentence encoder averages over its input: past a few hundred words, a passage's main topic blurs.
const MAX_PASSAGE_LENGTH = 400;
const MAX_SUMMARY_LENGTH = 300;

type OnlyIds = (column: string) => string;

type DocumentLoader = { count: string; select(onlyIds: OnlyIds): string; toDocument(row: unknown): ContentDocument };

/** `@ids` is a JSON array of ids, or null for every row. */
const idFilter =
  (dialect: SqlDialect): OnlyIds =>
  (column) =>
    `(CAST(@ids AS TEXT) IS NULL OR ${dialect.inJsonArray(column, '@ids', 'integer')})`;

function parseFields(fieldsJson: string): TemplateField[] | undefined {
  try {
    const fields = JSON.parse(fieldsJson) as unknown;
    return Array.isArray(fields) ? (fields as TemplateField[]) : undefined;
  } catch {
    return undefined;
  }
}

function parseObject(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return {};
  }
}

const LOADERS: Record<SearchableContentType, DocumentLoader> = {
  page: {
    count: 'SELECT COUNT(*) FROM pages',
    select: (onlyIds) => `SELECT id, title, meta_title, meta_description FROM pages WHERE ${onlyIds('id')}`,
    toDocument: (row: { id: number; title: string; meta_title: string | null; meta_description: string | null }) => ({
      type: 'page',
      id: row.id,
      title: row.title,
      passages: [sentences([row.title, row.meta_title, row.meta_description])],
      summary: row.meta_description || row.meta_title || row.title,
    }),
  },
  section: {
    count: 'SELECT COUNT(*) FROM sections',
    select: (onlyIds) => `SELECT sections.id, sections.content_json, section_templates.label, section_templates.fields_json, pages.title AS page_title
             FROM sections JOIN section_templates ON section_templates.id = sections.template_id JOIN pages ON pages.id = sections.page_id
             WHERE ${onlyIds('sections.id')}`,
    toDocument: (row: { id: number; content_json: string; label: string; fields_json: string; page_title: string }) => {
      const texts = collectTextValues(parseFields(row.fields_json), parseObject(row.content_json));
      return {
        type: 'section',
        id: row.id,
        title: `${row.label} on "${row.page_title}"`,
        passages: [sentences([row.label, ...texts])],
        summary: sentences(texts) || row.label,
      };
    },
  },
  post: {
    count: 'SELECT COUNT(*) FROM posts',
    select: (onlyIds) => `SELECT id, title, excerpt, body, tags_json FROM posts WHERE ${onlyIds('id')}`,
    toDocument: (row: { id: number; title: string; excerpt: string; body: string; tags_json: string }) => {
      const body = plainText(row.body);
      const tags = (JSON.parse(row.tags_json) as string[]).join(', ');
      return { type: 'post', id: row.id, title: row.title, passages: [sentences([row.title, row.excerpt]), tags, body], summary: row.excerpt || body };
    },
  },
  entry: {
    count: 'SELECT COUNT(*) FROM collection_entries',
    select: (onlyIds) => `SELECT collection_entries.id, collection_entries.title, collection_entries.data_json, collections.label, collections.fields_json
             FROM collection_entries JOIN collections ON collections.id = collection_entries.collection_id
             WHERE ${onlyIds('collection_entries.id')}`,
    toDocument: (row: { id: number; title: string; data_json: string; label: string; fields_json: string }) => {
      const texts = collectTextValues(parseFields(row.fields_json), parseObject(row.data_json)).filter((text) => text !== row.title);
      return {
        type: 'entry',
        id: row.id,
        title: row.title,
        passages: [`${row.label}: ${row.title}`, sentences(texts)],
        summary: sentences(texts) || row.title,
      };
    },
  },
  image: {
    count: 'SELECT COUNT(*) FROM images',
    select: (onlyIds) => `SELECT id, filename, alt_text, description, tags_json FROM images WHERE ${onlyIds('id')}`,
    toDocument: (row: { id: number; filename: string; alt_text: string; description: string; tags_json: string }) => ({
      type: 'image',
      id: row.id,
      title: row.filename,
      passages: [sentences([filenameWords(row.filename), row.alt_text]), row.description, (JSON.parse(row.tags_json) as string[]).join(', ')],
      summary: row.alt_text || row.description || filenameWords(row.filename),
    }),
  },
};

const TYPES = Object.keys(LOADERS) as SearchableContentType[];

/** The documents semantic search embeds: every one, or those named in `refs` that still exist. */
export async function loadContentDocuments(db: SqlClient, refs?: readonly ContentChange[]): Promise<ContentDocument[]> {
  const documents: ContentDocument[] = [];
  for (const type of TYPES) {
    const ids = refs?.filter((ref) => ref.type === type).map((ref) => ref.id);
    if (ids?.length === 0) continue;
    const rows = await db.all(LOADERS[type].select(idFilter(db.dialect)), { ids: ids ? JSON.stringify(ids) : null });
    for (const row of rows) {
      const document = LOADERS[type].toDocument(row);
      const passages = document.passages.filter((passage) => passage.trim() !== '').map((passage) => clip(passage, MAX_PASSAGE_LENGTH));
      documents.push({ ...document, passages: passages.length > 0 ? passages : [document.title], summary: clip(document.summary, MAX_SUMMARY_LENGTH) });
    }
  }
  return documents;
}

export async function countContentDocuments(db: SqlClient): Promise<number> {
  let total = 0;
  for (const type of TYPES) total += (await db.value<number>(LOADERS[type].count))!;
  return total;
}
