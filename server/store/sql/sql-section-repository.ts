import { ConflictError, describeFields, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import { collectImageIds, isContentObject, mergeContent, validateSectionContent, validateTemplateFields } from '../section-content.ts';
import type { SectionRecord, SectionRepository, SectionTemplateRecord, SectionTemplateRepository, TemplateField } from '../section-repository.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { arrangePositions } from './sql-positions.ts';
import { snapshotRow } from './change-history/recorded-tables.ts';

type TemplateRow = { id: number; name: string; label: string; description: string; fields_json: string };

type SectionRow = {
  id: number;
  page_id: number;
  template_name: string;
  position: number;
  content_json: string;
  created_at: string;
  updated_at: string;
};

const SELECT_SECTION = `
  SELECT sections.id, sections.page_id, section_templates.name AS template_name, sections.position,
         sections.content_json, sections.created_at, sections.updated_at
  FROM sections JOIN section_templates ON section_templates.id = sections.template_id`;

function toTemplateRecord(row: TemplateRow): SectionTemplateRecord {
  return { id: row.id, name: row.name, label: row.label, description: row.description, fields: JSON.parse(row.fields_json) as TemplateField[] };
}

function toSectionRecord(row: SectionRow): SectionRecord {
  return {
    id: row.id,
    pageId: row.page_id,
    templateName: row.template_name,
    position: row.position,
    content: JSON.parse(row.content_json) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function readTemplate(db: SqlClient, name: string): Promise<SectionTemplateRecord | undefined> {
  const row = await db.get<TemplateRow>('SELECT * FROM section_templates WHERE name = ?', [name]);
  return row && toTemplateRecord(row);
}

async function requireTemplate(db: SqlClient, name: string): Promise<SectionTemplateRecord> {
  const template = await readTemplate(db, name);
  if (template) return template;
  const names = await db.column<string>('SELECT name FROM section_templates ORDER BY name');
  throw new NotFoundError({ entity: 'section template', key: name, message: `No section template "${name}". Templates: ${names.join(', ') || '(none yet)'}.` });
}

async function readSection(db: SqlClient, id: number): Promise<SectionRecord | undefined> {
  const row = await db.get<SectionRow>(`${SELECT_SECTION} WHERE sections.id = ?`, [id]);
  return row && toSectionRecord(row);
}

async function requireSection(db: SqlClient, id: number): Promise<SectionRecord> {
  const section = await readSection(db, id);
  if (!section)
    throw new NotFoundError({
      entity: 'section',
      key: id,
      message: `No section with id ${id}. Call cms_getPageSections with the page's slug for its section ids.`,
    });
  return section;
}

/** Throws one ValidationError naming every field of `content` that does not fit the template. */
async function assertContentFits(db: SqlClient, template: SectionTemplateRecord, content: unknown): Promise<void> {
  const candidateIds = collectImageIds(template.fields, content);
  const existingImageIds = new Set(
    await db.column<number>(`SELECT id FROM images WHERE ${db.dialect.inJsonArray('id', '?', 'integer')}`, [JSON.stringify(candidateIds)]),
  );
  const problems = validateSectionContent({ fields: template.fields, content, existingImageIds });
  if (problems.length > 0) {
    throw new ValidationError({
      fields: problems,
      message: `Content does not fit section template "${template.name}" (cms_getSectionFields lists its fields). ${describeFields(problems)}`,
    });
  }
}

export function createSqlSectionTemplateRepository(executor: SqlExecutor): SectionTemplateRepository {
  return {
    listNames: () => executor.read((db) => db.column<string>('SELECT name FROM section_templates ORDER BY name')),
    list: () => executor.read(async (db) => (await db.all<TemplateRow>('SELECT * FROM section_templates ORDER BY name')).map(toTemplateRecord)),
    getByName: (name) => executor.read((db) => readTemplate(db, name)),
    create: ({ name, label, description, fields }) =>
      executor.write(async (db, _changes, record) => {
        const problems = validateTemplateFields(fields);
        if (problems.length > 0) throw new ValidationError({ fields: problems });
        if (await readTemplate(db, name))
          throw new ConflictError({ entity: 'section template', key: name, message: `A section template named "${name}" already exists.` });
        const id = (await db.value<number>('INSERT INTO section_templates (name, label, description, fields_json) VALUES (?, ?, ?, ?) RETURNING id', [
          name,
          label,
          description,
          JSON.stringify(fields),
        ]))!;
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'section_templates', id)] });
        return (await readTemplate(db, name))!;
      }),
  };
}

export function createSqlSectionRepository(executor: SqlExecutor): SectionRepository {
  return {
    getById: (id) => executor.read((db) => readSection(db, id)),

    listByPage: (pageId) =>
      executor.read(async (db) =>
        (await db.all<SectionRow>(`${SELECT_SECTION} WHERE sections.page_id = ? ORDER BY sections.position, sections.id`, [pageId])).map(toSectionRecord),
      ),

    create: ({ pageId, templateName, content, position }) =>
      executor.write(async (db, changes, record) => {
        if (!(await db.get('SELECT 1 FROM pages WHERE id = ?', [pageId])))
          throw new NotFoundError({ entity: 'page', key: pageId, message: `No page with id ${pageId}. Call cms_listPages for all pages.` });
        const template = await requireTemplate(db, templateName);
        const cleaned = isContentObject(content) ? mergeContent({}, content) : content;
        await assertContentFits(db, template, cleaned);
        const now = new Date().toISOString();
        const id = (await db.value<number>(
          'INSERT INTO sections (page_id, template_id, position, content_json, created_at, updated_at) VALUES (?, ?, (SELECT COUNT(*) + 1 FROM sections WHERE page_id = ?), ?, ?, ?) RETURNING id',
          [pageId, template.id, pageId, JSON.stringify(cleaned), now, now],
        ))!;
        await arrangePositions(db, { table: 'sections', scope: { page_id: pageId }, itemId: id, position });
        changes.push({ type: 'section', id });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    updateContent: (id, patch) =>
      executor.write(async (db, changes, record) => {
        const section = await requireSection(db, id);
        const before = await snapshotRow(db, 'sections', id);
        const merged = mergeContent(section.content, patch);
        await assertContentFits(db, await requireTemplate(db, section.templateName), merged);
        await db.run('UPDATE sections SET content_json = ?, updated_at = ? WHERE id = ?', [JSON.stringify(merged), new Date().toISOString(), id]);
        changes.push({ type: 'section', id });
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    move: (id, position) =>
      executor.write(async (db, _changes, record) => {
        const section = await requireSection(db, id);
        const before = await snapshotRow(db, 'sections', id);
        await arrangePositions(db, { table: 'sections', scope: { page_id: section.pageId }, itemId: id, position });
        await db.run('UPDATE sections SET updated_at = ? WHERE id = ?', [new Date().toISOString(), id]);
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    delete: (id) =>
      executor.write(async (db, changes, record) => {
        const section = await readSection(db, id);
        if (!section) return undefined;
        const before = await snapshotRow(db, 'sections', id);
        await db.run('DELETE FROM sections WHERE id = ?', [id]);
        record({ action: 'delete', before: [before], after: [] });
        await arrangePositions(db, { table: 'sections', scope: { page_id: section.pageId } });
        changes.push({ type: 'section', id });
        return section;
      }),
  };
}
