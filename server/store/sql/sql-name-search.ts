import type { NameMatch } from '../content-catalog-repository.ts';
import { type ContentChange, SEARCHABLE_CONTENT_TYPES, type SearchableContentType } from '../content-change.ts';
import { clip, collectTextValues, filenameWords } from '../content-text.ts';
import { keywordScore, prefilterWords, type WeightedText } from '../keyword-match.ts';
import { foldAccents } from '../../text/fold-accents.ts';
import type { TemplateField } from '../section-repository.ts';
import { insertRows } from './insert-rows.ts';
import type { SqlClient } from './sql-client.ts';

type Candidate = { match: NameMatch; texts: WeightedText[] };

type NameSource = {
  /** SELECT … WHERE {filter}: the filter keeps the wanted ids. */
  select: string;
  idColumn: string;
  toCandidate(row: unknown): Candidate;
};

// The best-ranked rows per type the scorer re-orders; the full-text rank already put the likely ones first.
const CANDIDATES_PER_TYPE = 200;

const parseJson = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

const SOURCES: Record<SearchableContentType, NameSource> = {
  page: {
    idColumn: 'id',
    select: 'SELECT id, slug, title, status, meta_title FROM pages WHERE {filter}',
    toCandidate: (row: { id: number; slug: string; title: string; status: string; meta_title: string | null }) => ({
      match: { type: 'page', id: row.id, name: row.title, context: `page /${row.slug} (${row.status})`, slug: row.slug },
      texts: [
        { text: row.title, weight: 1 },
        { text: row.slug, weight: 1 },
        { text: row.meta_title ?? '', weight: 0.6 },
      ],
    }),
  },
  post: {
    idColumn: 'id',
    select: 'SELECT id, slug, title, status, tags_json FROM posts WHERE {filter}',
    toCandidate: (row: { id: number; slug: string; title: string; status: string; tags_json: string }) => ({
      match: { type: 'post', id: row.id, name: row.title, context: `blog post "${row.slug}" (${row.status})`, slug: row.slug },
      texts: [
        { text: row.title, weight: 1 },
        { text: row.slug, weight: 1 },
        { text: parseJson<string[]>(row.tags_json, []).join(' '), weight: 0.6 },
      ],
    }),
  },
  image: {
    idColumn: 'id',
    select: 'SELECT id, filename, alt_text, description, tags_json FROM images WHERE {filter}',
    toCandidate: (row: { id: number; filename: string; alt_text: string; description: string; tags_json: string }) => ({
      match: { type: 'image', id: row.id, name: row.filename, context: clip(row.alt_text || row.description || 'image', 120) },
      texts: [
        { text: filenameWords(row.filename), weight: 1 },
        { text: row.alt_text, weight: 0.8 },
        { text: parseJson<string[]>(row.tags_json, []).join(' '), weight: 0.8 },
        { text: row.description, weight: 0.5 },
      ],
    }),
  },
  entry: {
    idColumn: 'collection_entries.id',
    select: `SELECT collection_entries.id, collection_entries.title, collections.name AS collection_name, collections.label AS collection_label
             FROM collection_entries JOIN collections ON collections.id = collection_entries.collection_id WHERE {filter}`,
    toCandidate: (row: { id: number; title: string; collection_name: string; collection_label: string }) => ({
      match: { type: 'entry', id: row.id, name: row.title, context: `entry in collection "${row.collection_name}"`, collection: row.collection_name },
      texts: [
        { text: row.title, weight: 1 },
        { text: `${row.collection_name} ${row.collection_label}`, weight: 0.4 },
      ],
    }),
  },
  section: {
    idColumn: 'sections.id',
    select: `SELECT sections.id, sections.position, sections.content_json, section_templates.name AS template_name,
                    section_templates.label AS template_label, section_templates.fields_json, pages.slug AS page_slug
             FROM sections JOIN section_templates ON section_templates.id = sections.template_id JOIN pages ON pages.id = sections.page_id
             WHERE {filter}`,
    toCandidate: (row: {
      id: number;
      position: number;
      content_json: string;
      template_name: string;
      template_label: string;
      fields_json: string;
      page_slug: string;
    }) => {
      const texts = collectTextValues(parseJson<TemplateField[] | undefined>(row.fields_json, undefined), parseJson<unknown>(row.content_json, {}));
      const heading = texts[0];
      return {
        match: {
          type: 'section',
          id: row.id,
          name: heading ? `${row.template_label}: "${clip(heading, 60)}"` : row.template_label,
          context: `section ${row.position} on page /${row.page_slug}`,
          pageSlug: row.page_slug,
        },
        texts: [
          { text: `${row.template_name} ${row.template_label}`, weight: 0.7 },
          { text: heading ?? '', weight: 0.9 },
          { text: texts.slice(1).join(' '), weight: 0.4 },
        ],
      };
    },
  },
};

async function candidatesById(db: SqlClient, type: SearchableContentType, ids: readonly number[]): Promise<Candidate[]> {
  const source = SOURCES[type];
  const rows = await db.all(source.select.replace('{filter}', db.dialect.inJsonArray(source.idColumn, '?', 'integer')), [JSON.stringify(ids)]);
  return rows.map((row) => source.toCandidate(row));
}

/** Where each referenced item lives, named as findContentByName names it; missing items are left out. */
export async function locateContent(db: SqlClient, refs: readonly ContentChange[]): Promise<NameMatch[]> {
  const located = new Map<string, NameMatch>();
  for (const type of new Set(refs.map((ref) => ref.type))) {
    const ids = refs.filter((ref) => ref.type === type).map((ref) => ref.id);
    for (const { match } of await candidatesById(db, type, ids)) located.set(`${match.type}:${match.id}`, match);
  }
  return refs.flatMap((ref) => located.get(`${ref.type}:${ref.id}`) ?? []);
}

/** The words an item is found by: its name texts as the scorer weighs them, accents folded like the query's words. */
const namesOf = ({ texts }: Candidate) => foldAccents(texts.map((text) => text.text).join(' '));

const insertNames = (db: SqlClient, candidates: readonly Candidate[]) =>
  insertRows(
    db,
    'content_names',
    ['entity_type', 'entity_id', 'names'],
    candidates.map((candidate) => [candidate.match.type, candidate.match.id, namesOf(candidate)]),
  );

/** Brings the name index up to date for the items a write touched, inside the write's transaction. */
export async function refreshContentNames(db: SqlClient, changes: readonly ContentChange[]): Promise<void> {
  for (const type of new Set(changes.map((change) => change.type))) {
    const ids = changes.filter((change) => change.type === type).map((change) => change.id);
    await db.run(`DELETE FROM content_names WHERE entity_type = ? AND ${db.dialect.inJsonArray('entity_id', '?', 'integer')}`, [type, JSON.stringify(ids)]);
    await insertNames(db, await candidatesById(db, type, ids));
  }
}

/** Rebuilds the name index when it does not hold one row per item (a database from before the index). Templates and collections are never renamed, so an item's names change only with the item. */
export async function ensureContentNames(db: SqlClient): Promise<{ rebuilt: boolean }> {
  let items = 0;
  for (const type of SEARCHABLE_CONTENT_TYPES)
    items += (await db.value<number>(`SELECT COUNT(*) FROM (${SOURCES[type].select.replace('{filter}', '1 = 1')}) AS items`))!;
  if ((await db.value<number>('SELECT COUNT(*) FROM content_names')) === items) return { rebuilt: false };
  await db.run('DELETE FROM content_names');
  for (const type of SEARCHABLE_CONTENT_TYPES) {
    const source = SOURCES[type];
    await insertNames(
      db,
      (await db.all(source.select.replace('{filter}', '1 = 1'))).map((row) => source.toCandidate(row)),
    );
  }
  return { rebuilt: true };
}

/**
 * Keyword match on names across content types, best first; each match says its own type. The database's
 * full-text index finds and ranks the candidates (any query word as a word prefix); the keyword scorer
 * then orders the best of them as it orders tool names.
 */
export async function findContentByName(
  db: SqlClient,
  { query, types = SEARCHABLE_CONTENT_TYPES, limit }: { query: string; types?: readonly SearchableContentType[]; limit: number },
): Promise<NameMatch[]> {
  const words = prefilterWords(query).map(foldAccents);
  if (words.length === 0) return [];
  const search = db.dialect.contentNamesSearch([...new Set(words)]);
  const scored: { match: NameMatch; score: number }[] = [];
  for (const type of new Set(types)) {
    const ids = await db.column<number>(
      `SELECT entity_id FROM content_names WHERE entity_type = @type AND ${search.condition} ORDER BY ${search.order} LIMIT ${CANDIDATES_PER_TYPE}`,
      { type, names_query: search.query },
    );
    if (ids.length === 0) continue;
    for (const { match, texts } of await candidatesById(db, type, ids)) scored.push({ match, score: keywordScore(query, texts) });
  }
  return scored
    .filter(({ score }) => score > 0)
    .sort((left, right) => right.score - left.score || left.match.name.localeCompare(right.match.name))
    .slice(0, limit)
    .map(({ match }) => match);
}
