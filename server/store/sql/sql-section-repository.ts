import type { SqliteConnection } from '../sqlite/sqlite-connection.ts';
import { ConflictError, describeFields, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import { collectImageIds, isContentObject, mergeContent, validateSectionContent, validateTemplateFields } from '../section-content.ts';
import type { SectionRecord, SectionRepository, SectionTemplateRecord, SectionTemplateRepository, TemplateField } from '../section-repository.ts';
import type { SqliteExecutor } from './sql-executor.ts';
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

function readTemplate(db: SqliteConnection, name: string): SectionTemplateRecord | undefined {
  const row = db.prepare('SELECT * FROM section_templates WHERE name = ?').get(name) as TemplateRow | undefined;
  return row && toTemplateRecord(row);
}

function requireTemplate(db: SqliteConnection, name: string): SectionTemplateRecord {
  const template = readTemplate(db, name);
  if (template) return template;
  const names = db.prepare('SELECT name FROM section_templates ORDER BY name').pluck().all() as string[];
  throw new NotFoundError({ entity: 'section template', key: name, message: `No section template "${name}". Templates: ${names.join(', ') || '(none yet)'}.` });
}

function readSection(db: SqliteConnection, id: number): SectionRecord | undefined {
  const row = db.prepare(`${SELECT_SECTION} WHERE sections.id = ?`).get(id) as SectionRow | undefined;
  return row && toSectionRecord(row);
}

function requireSection(db: SqliteConnection, id: number): SectionRecord {
  const section = readSection(db, id);
  if (!section)
    throw new NotFoundError({
      entity: 'section',
      key: id,
      message: `No section with id ${id}. Call cms_getPageSections with the page's slug for its section ids.`,
    });
  return section;
}

/** Throws one ValidationError naming every field of `content` that does not fit the template. */
function assertContentFits(db: SqliteConnection, template: SectionTemplateRecord, content: unknown): void {
  const candidateIds = collectImageIds(template.fields, content);
  const existingImageIds = new Set(
    db.prepare('SELECT id FROM images WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(candidateIds)) as number[],
  );
  const problems = validateSectionContent({ fields: template.fields, content, existingImageIds });
  if (problems.length > 0) {
    throw new ValidationError(
      problems,
      `Content does not fit section template "${template.name}" (cms_getSectionFields lists its fields). ${describeFields(problems)}`,
    );
  }
}

export function createSqliteSectionTemplateRepository(executor: SqliteExecutor): SectionTemplateRepository {
  return {
    listNames: () => executor.read((db) => db.prepare('SELECT name FROM section_templates ORDER BY name').pluck().all() as string[]),
    list: () => executor.read((db) => (db.prepare('SELECT * FROM section_templates ORDER BY name').all() as TemplateRow[]).map(toTemplateRecord)),
    getByName: (name) => executor.read((db) => readTemplate(db, name)),
    create: ({ name, label, description, fields }) =>
      executor.write((db, _changes, record) => {
        const problems = validateTemplateFields(fields);
        if (problems.length > 0) throw new ValidationError(problems);
        if (readTemplate(db, name)) throw new ConflictError(`A section template named "${name}" already exists.`);
        const { lastInsertRowid } = db
          .prepare('INSERT INTO section_templates (name, label, description, fields_json) VALUES (?, ?, ?, ?)')
          .run(name, label, description, JSON.stringify(fields));
        record({ action: 'create', before: [], after: [snapshotRow(db, 'section_templates', lastInsertRowid)] });
        return readTemplate(db, name)!;
      }),
  };
}

export function createSqliteSectionRepository(executor: SqliteExecutor): SectionRepository {
  return {
    getById: (id) => executor.read((db) => readSection(db, id)),

    listByPage: (pageId) =>
      executor.read((db) =>
        (db.prepare(`${SELECT_SECTION} WHERE sections.page_id = ? ORDER BY sections.position, sections.id`).all(pageId) as SectionRow[]).map(toSectionRecord),
      ),

    create: ({ pageId, templateName, content, position }) =>
      executor.write((db, changes, record) => {
        if (!db.prepare('SELECT 1 FROM pages WHERE id = ?').get(pageId))
          throw new NotFoundError({ entity: 'page', key: pageId, message: `No page with id ${pageId}. Call cms_listPages for all pages.` });
        const template = requireTemplate(db, templateName);
        const cleaned = isContentObject(content) ? mergeContent({}, content) : content;
        assertContentFits(db, template, cleaned);
        const now = new Date().toISOString();
        const { lastInsertRowid } = db
          .prepare(
            'INSERT INTO sections (page_id, template_id, position, content_json, created_at, updated_at) VALUES (?, ?, (SELECT COUNT(*) + 1 FROM sections WHERE page_id = ?), ?, ?, ?)',
          )
          .run(pageId, template.id, pageId, JSON.stringify(cleaned), now, now);
        const id = Number(lastInsertRowid);
        arrangePositions(db, { table: 'sections', scope: { page_id: pageId }, itemId: id, position });
        changes.push({ type: 'section', id });
        record({ action: 'create', before: [], after: [snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    updateContent: (id, patch) =>
      executor.write((db, changes, record) => {
        const section = requireSection(db, id);
        const before = snapshotRow(db, 'sections', id);
        const merged = mergeContent(section.content, patch);
        assertContentFits(db, requireTemplate(db, section.templateName), merged);
        db.prepare('UPDATE sections SET content_json = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(merged), new Date().toISOString(), id);
        changes.push({ type: 'section', id });
        record({ action: 'update', before: [before], after: [snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    move: (id, position) =>
      executor.write((db, _changes, record) => {
        const section = requireSection(db, id);
        const before = snapshotRow(db, 'sections', id);
        arrangePositions(db, { table: 'sections', scope: { page_id: section.pageId }, itemId: id, position });
        db.prepare('UPDATE sections SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), id);
        record({ action: 'update', before: [before], after: [snapshotRow(db, 'sections', id)] });
        return requireSection(db, id);
      }),

    delete: (id) =>
      executor.write((db, changes, record) => {
        const section = readSection(db, id);
        if (!section) return undefined;
        const before = snapshotRow(db, 'sections', id);
        db.prepare('DELETE FROM sections WHERE id = ?').run(id);
        record({ action: 'delete', before: [before], after: [] });
        arrangePositions(db, { table: 'sections', scope: { page_id: section.pageId } });
        changes.push({ type: 'section', id });
        return section;
      }),
  };
}
