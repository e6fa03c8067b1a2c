import type { ChangeAction, ChangedField } from '../../change-history.ts';
import type { TemplateField } from '../../section-repository.ts';
import type { SqlClient } from '../sql-client.ts';
import { changeKindOf } from './change-kind.ts';
import type { EntityChange } from './entity-change.ts';
import type { RecordedTable, Row, RowSnapshot } from './recorded-tables.ts';

export type ChangeDescription = { name: string; summary: string; fields: ChangedField[] };

const SUMMARY_FIELDS = 3;
const QUOTED_LENGTH = 40;

type Lookup = {
  pageTitle(id: unknown): Promise<string>;
  pageSlug(id: unknown): Promise<string | undefined>;
  imageFilename(id: unknown): Promise<string>;
  template(id: unknown): Promise<{ label: string; fields: TemplateField[] } | undefined>;
  collection(id: unknown): Promise<{ label: string; fields: TemplateField[] } | undefined>;
};

function createLookup(db: SqlClient): Lookup {
  const value = (sql: string, id: unknown) => db.get<Record<string, string>>(sql, [typeof id === 'number' ? id : null]);
  const fieldsOwner = (table: string) => async (id: unknown) => {
    const row = await value(`SELECT label, fields_json FROM ${table} WHERE id = ?`, id);
    return row && { label: row.label!, fields: JSON.parse(row.fields_json!) as TemplateField[] };
  };
  return {
    pageTitle: async (id) => (await value('SELECT title FROM pages WHERE id = ?', id))?.title ?? `page ${id}`,
    pageSlug: async (id) => (await value('SELECT slug FROM pages WHERE id = ?', id))?.slug,
    imageFilename: async (id) => (await value('SELECT filename FROM images WHERE id = ?', id))?.filename ?? `image ${id}`,
    template: fieldsOwner('section_templates'),
    collection: fieldsOwner('collections'),
  };
}

const parseJson = (json: unknown): unknown => (typeof json === 'string' ? JSON.parse(json) : undefined);
const parseObject = (json: unknown) => (parseJson(json) ?? {}) as Record<string, unknown>;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The entity's fields as an editor knows them, from its stored row. */
async function fieldsOf(table: RecordedTable, row: Row, lookup: Lookup): Promise<Record<string, unknown>> {
  switch (table) {
    case 'pages':
      return { slug: row.slug, title: row.title, status: row.status, metaTitle: row.meta_title, metaDescription: row.meta_description };
    case 'sections':
      return { position: row.position, ...parseObject(row.content_json) };
    case 'images':
      return {
        filename: row.filename,
        altText: row.alt_text,
        description: row.description,
        tags: parseJson(row.tags_json),
        credit: row.credit,
        sourceUrl: row.source_url,
      };
    case 'posts':
      return {
        slug: row.slug,
        title: row.title,
        status: row.status,
        publishedAt: row.published_at,
        author: row.author,
        excerpt: row.excerpt,
        body: row.body,
        tags: parseJson(row.tags_json),
        featuredImage: row.featured_image_id,
      };
    case 'navigation_items':
      return {
        menu: row.menu,
        label: row.label,
        target: row.page_id === null ? row.url : `/${(await lookup.pageSlug(row.page_id)) ?? `page ${row.page_id}`}`,
        parentId: row.parent_id,
        position: row.position,
        enabled: row.enabled === 1,
      };
    case 'collection_entries':
      return { title: row.title, position: row.position, ...parseObject(row.data_json) };
    case 'section_templates':
    case 'collections':
      return { name: row.name, label: row.label, description: row.description };
  }
}

/** Fields whose values are image ids, so they are described by filename. */
async function imageFieldNames(snapshot: RowSnapshot, lookup: Lookup): Promise<Set<string>> {
  const { table, row } = snapshot;
  if (table === 'posts') return new Set(['featuredImage']);
  const owner =
    table === 'sections' ? await lookup.template(row.template_id) : table === 'collection_entries' ? await lookup.collection(row.collection_id) : undefined;
  return new Set((owner?.fields ?? []).filter((field) => field.type === 'image').map((field) => field.name));
}

/** The fields that differ between two field views; a side missing stays absent. */
export function diffFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): ChangedField[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.flatMap((field): ChangedField[] => {
    const was = before?.[field] ?? undefined;
    const now = after?.[field] ?? undefined;
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    return [{ field, ...(was === undefined || was === null ? {} : { before: was }), ...(now === undefined || now === null ? {} : { after: now }) }];
  });
}

async function formatValue(value: unknown, isImage: boolean, lookup: Lookup): Promise<string> {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (isImage) return `image ${await lookup.imageFilename(value)}`;
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    return `'${text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text}'`;
  }
  if (Array.isArray(value)) {
    const words = value.every((item) => typeof item === 'string') ? value.join(', ') : undefined;
    return words !== undefined && words.length <= QUOTED_LENGTH ? `[${words}]` : plural(value.length, 'item');
  }
  if (typeof value === 'object') {
    const { label, href } = value as { label?: unknown; href?: unknown };
    if (typeof label === 'string' && typeof href === 'string') return `'${label}' (${href})`;
    return 'an object';
  }
  return String(value);
}

/** `Home › Hero banner`, `Main menu › Careers`, `Team members › Elena Marsh`… as of the write. */
async function nameOf(snapshot: RowSnapshot, db: SqlClient, lookup: Lookup): Promise<string> {
  const { table, row } = snapshot;
  switch (table) {
    case 'pages':
    case 'posts':
      return String(row.title);
    case 'images':
      return String(row.filename);
    case 'sections': {
      const label = (await lookup.template(row.template_id))?.label ?? 'Section';
      const siblings = await db.column<number>('SELECT id FROM sections WHERE page_id = ? AND template_id = ? ORDER BY position, id', [
        row.page_id ?? null,
        row.template_id ?? null,
      ]);
      if (!siblings.includes(row.id as number)) siblings.push(row.id as number);
      const ordinal = siblings.length > 1 ? ` ${siblings.indexOf(row.id as number) + 1}` : '';
      return `${await lookup.pageTitle(row.page_id)} › ${label}${ordinal}`;
    }
    case 'navigation_items':
      return `${capitalise(String(row.menu))} menu › ${row.label}`;
    case 'collection_entries':
      return `${(await lookup.collection(row.collection_id))?.label ?? 'Collection'} › ${row.title}`;
    case 'section_templates':
    case 'collections':
      return String(row.label);
  }
}

const NOUN: Record<RecordedTable, string> = {
  pages: 'page',
  sections: 'section',
  images: 'image',
  posts: 'post',
  navigation_items: 'menu link',
  collection_entries: 'entry',
  section_templates: 'section template',
  collections: 'collection',
};

async function describeCreate(
  snapshot: RowSnapshot,
  name: string,
  lookup: Lookup,
  { restored }: { restored: boolean },
  others: RowSnapshot[],
): Promise<string> {
  const { table, row } = snapshot;
  const verb = restored ? 'Restored' : ['sections', 'images', 'navigation_items', 'collection_entries'].includes(table) ? 'Added' : 'Created';
  if (restored) return `Restored ${NOUN[table]} ${name}${describeCompanions(table, others)}`;
  switch (table) {
    case 'pages':
    case 'posts':
      return `${verb} ${NOUN[table]} ${name} (${row.status})`;
    case 'sections':
      return `${verb} ${(await lookup.template(row.template_id))?.label ?? 'a section'} to ${await lookup.pageTitle(row.page_id)}`;
    case 'navigation_items':
      return `${verb} menu link ${name} → ${(await fieldsOf(table, row, lookup)).target}`;
    default:
      return `${verb} ${NOUN[table]} ${name}`;
  }
}

/** ` (4 sections, 1 menu link)` for a page, ` (and 2 nested links)` for a menu link; '' when nothing went with it. */
function describeCompanions(table: RecordedTable, others: RowSnapshot[]): string {
  const count = (of: RecordedTable) => others.filter((snapshot) => snapshot.table === of).length;
  if (table === 'navigation_items') {
    const nested = count('navigation_items');
    return nested > 0 ? ` (and ${plural(nested, 'nested link')})` : '';
  }
  const parts = [
    count('sections') > 0 ? plural(count('sections'), 'section') : '',
    count('navigation_items') > 0 ? plural(count('navigation_items'), 'menu link') : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

async function describeUpdate(name: string, fields: ChangedField[], imageFields: ReadonlySet<string>, lookup: Lookup): Promise<string> {
  const shown: string[] = [];
  for (const { field, before, after } of fields.slice(0, SUMMARY_FIELDS)) {
    shown.push(`${field} ${await formatValue(before, imageFields.has(field), lookup)} → ${await formatValue(after, imageFields.has(field), lookup)}`);
  }
  const more = fields.length > SUMMARY_FIELDS ? ` and ${plural(fields.length - SUMMARY_FIELDS, 'more field')}` : '';
  return `${name}: ${shown.join(', ')}${more}`;
}

/**
 * Names the entity and describes the change for people, inside the write's transaction (so names are
 * those of the moment): "Home › Hero banner: heading 'Welcome' → 'Spring Sale'", "Deleted page
 * Careers (4 sections, 1 menu link)". Returns undefined for an update that changed nothing.
 */
export async function describeChange(db: SqlClient, change: EntityChange): Promise<ChangeDescription | undefined> {
  const lookup = createLookup(db);
  const [ownBefore, ...othersBefore] = change.before;
  const [ownAfter, ...othersAfter] = change.after;
  // An entity is named as people knew it before the change (after it, for a creation).
  const own = (ownBefore ?? ownAfter)!;
  const name = await nameOf(own, db, lookup);
  const fields = diffFields(
    ownBefore && (await fieldsOf(ownBefore.table, ownBefore.row, lookup)),
    ownAfter && (await fieldsOf(ownAfter.table, ownAfter.row, lookup)),
  );
  const action: ChangeAction = change.action;
  // Editors read the summary; the change it undid is `revertsChangeId`, not a number in the text.
  const kind = await changeKindOf(db, change.revertsChangeId);
  const prefix = kind === 'edit' ? '' : `${capitalise(kind)}: `;
  if (action === 'update') {
    if (fields.length === 0) return undefined;
    return { name, fields, summary: `${prefix}${await describeUpdate(name, fields, await imageFieldNames(own, lookup), lookup)}` };
  }
  if (action === 'create') {
    return { name, fields, summary: `${prefix}${await describeCreate(own, name, lookup, { restored: prefix !== '' }, othersAfter)}` };
  }
  return {
    name,
    fields,
    summary: `${prefix}${own.table === 'navigation_items' ? 'Removed' : 'Deleted'} ${NOUN[own.table]} ${name}${describeCompanions(own.table, othersBefore)}`,
  };
}
