export const TEMPLATE_FIELD_TYPES = ['text', 'richText', 'image', 'link', 'list', 'boolean', 'number'] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

/**
 * One field of a section template. Values by type: text and richText (markdown) are strings; image is
 * the id of an existing image; link is `{ label, href }` with an absolute http(s) URL or a "/slug" path;
 * list is an array of strings, or of objects shaped by `itemFields`; boolean; number.
 */
export type TemplateField = {
  /** Key in the section's content, e.g. "heading". */
  name: string;
  label: string;
  type: TemplateFieldType;
  required: boolean;
  description?: string;
  /** Only for lists of objects: the fields of each item. */
  itemFields?: TemplateField[];
};

export type SectionTemplateRecord = {
  id: number;
  name: string;
  label: string;
  description: string;
  fields: TemplateField[];
};

export type SectionRecord = {
  id: number;
  pageId: number;
  templateName: string;
  /** 1 is the top of the page; a page's positions run 1..n without gaps. */
  position: number;
  content: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

export interface SectionTemplateRepository {
  listNames(): Promise<string[]>;
  list(): Promise<SectionTemplateRecord[]>;
  getByName(name: string): Promise<SectionTemplateRecord | undefined>;
  /** Throws ValidationError for malformed fields, ConflictError when the name is taken. */
  create(input: { name: string; label: string; description: string; fields: TemplateField[] }): Promise<SectionTemplateRecord>;
}

export interface SectionRepository {
  getById(id: number): Promise<SectionRecord | undefined>;
  /** In position order. */
  listByPage(pageId: number): Promise<SectionRecord[]>;
  /**
   * Validates the content against the template (ValidationError naming every bad field) and inserts the
   * section at `position` (clamped to 1..n+1, later sections shift down), or at the end without one.
   * `null` values are dropped. Throws NotFoundError for a missing page or template.
   */
  create(input: { pageId: number; templateName: string; content: Record<string, unknown>; position?: number }): Promise<SectionRecord>;
  /**
   * Merges `patch` into the content (top-level keys; `null` removes a key), validates the result against the
   * template and saves it. ValidationError names every bad field; NotFoundError for a missing section.
   */
  updateContent(id: number, patch: Record<string, unknown>): Promise<SectionRecord>;
  /** Moves the section to `position` (clamped to 1..n) and renumbers its page. NotFoundError for a missing section. */
  move(id: number, position: number): Promise<SectionRecord>;
  /** Deletes the section and closes the gap in its page's positions; undefined when there was no such section. */
  delete(id: number): Promise<SectionRecord | undefined>;
}
