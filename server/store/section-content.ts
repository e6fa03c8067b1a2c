import type { FieldProblem } from '../errors/cms-errors.ts';
import { TEMPLATE_FIELD_TYPES, type TemplateField } from './section-repository.ts';

/**
 * Section content checked against its template's fields, without touching the database: the caller
 * looks up which image ids exist (collectImageIds lists the candidates) and passes them in.
 * Every problem is reported, each with the path of the bad value, e.g. "content.items[1].title".
 */
export type SectionContentCheck = {
  fields: readonly TemplateField[];
  content: unknown;
  existingImageIds: ReadonlySet<number>;
  /** Prefix for field paths. */
  path?: string;
};

type ContentObject = Record<string, unknown>;

/** A site path ("/", "/about", "/blog/first-post#comments") or nothing else that starts with "/". */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?)?(?:[?#]\S*)?$/;
const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;
const LINK_KEYS = ['label', 'href'];

export function isContentObject(value: unknown): value is ContentObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Top-level merge; a `null` in the patch removes that field, so the model can clear optional values. */
export function mergeContent(existing: ContentObject, patch: ContentObject): ContentObject {
  return Object.fromEntries(Object.entries({ ...existing, ...patch }).filter(([, value]) => value !== null));
}

export function isValidHref(href: string): boolean {
  if (href.startsWith('/')) return SITE_PATH.test(href);
  if (!URL.canParse(href)) return false;
  const { protocol } = new URL(href);
  return protocol === 'http:' || protocol === 'https:';
}

/** Every value given for an image field that could be an id, so the caller can check which exist. */
export function collectImageIds(fields: readonly TemplateField[], content: unknown): number[] {
  if (!isContentObject(content)) return [];
  return fields.flatMap((field) => {
    const value = content[field.name];
    if (field.type === 'image') return isImageId(value) ? [value] : [];
    if (field.type === 'list' && field.itemFields && Array.isArray(value)) {
      const itemFields = field.itemFields;
      return value.flatMap((item) => collectImageIds(itemFields, item));
    }
    return [];
  });
}

export function validateSectionContent({ fields, content, existingImageIds, path = 'content' }: SectionContentCheck): FieldProblem[] {
  if (!isContentObject(content)) {
    return [{ field: path, message: 'must be an object of field values, e.g. { "heading": "Welcome" }' }];
  }
  const fieldNames = fields.map((field) => field.name);
  const unknown = Object.keys(content)
    .filter((name) => !fieldNames.includes(name))
    .map((name) => ({ field: `${path}.${name}`, message: `not a field of this template; its fields are ${fieldNames.join(', ')}` }));
  const invalid = fields.flatMap((field) => {
    const value = content[field.name];
    const fieldPath = `${path}.${field.name}`;
    if (isEmpty(value)) return field.required ? [{ field: fieldPath, message: `required (${describeExpected(field)})` }] : [];
    return checkValue(field, value, fieldPath, existingImageIds);
  });
  return [...unknown, ...invalid];
}

/** Checks a template's own field definitions, e.g. before saving a new template. */
export function validateTemplateFields(fields: readonly TemplateField[], path = 'fields'): FieldProblem[] {
  if (fields.length === 0) return [{ field: path, message: 'a template needs at least one field' }];
  return fields.flatMap((field, index) => {
    const fieldPath = `${path}[${index}]`;
    const problems: FieldProblem[] = [];
    if (!FIELD_NAME.test(field.name)) problems.push({ field: `${fieldPath}.name`, message: 'must be camelCase letters and digits, e.g. "heading"' });
    if (fields.findIndex((other) => other.name === field.name) !== index)
      problems.push({ field: `${fieldPath}.name`, message: `"${field.name}" is used twice` });
    if (!field.label?.trim()) problems.push({ field: `${fieldPath}.label`, message: 'must not be empty' });
    if (!TEMPLATE_FIELD_TYPES.includes(field.type)) problems.push({ field: `${fieldPath}.type`, message: `must be one of ${TEMPLATE_FIELD_TYPES.join(', ')}` });
    if (field.itemFields && field.type !== 'list') problems.push({ field: `${fieldPath}.itemFields`, message: 'only list fields have itemFields' });
    if (field.itemFields && field.type === 'list') problems.push(...validateTemplateFields(field.itemFields, `${fieldPath}.itemFields`));
    return problems;
  });
}

/** What a field's value looks like, in words the model can act on. */
export function describeExpected(field: TemplateField): string {
  switch (field.type) {
    case 'text':
      return 'a string';
    case 'richText':
      return 'a markdown string';
    case 'image':
      return 'the id of an existing image, a positive integer';
    case 'link':
      return 'an object { "label": "Read more", "href": "https://example.com" or "/about" }';
    case 'list':
      return field.itemFields ? `an array of objects with fields ${field.itemFields.map((item) => item.name).join(', ')}` : 'an array of strings';
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function isImageId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function checkValue(field: TemplateField, value: unknown, path: string, existingImageIds: ReadonlySet<number>): FieldProblem[] {
  const expected = (ok: boolean) => (ok ? [] : [{ field: path, message: `must be ${describeExpected(field)}` }]);
  switch (field.type) {
    case 'text':
    case 'richText':
      return expected(typeof value === 'string');
    case 'boolean':
      return expected(typeof value === 'boolean');
    case 'number':
      return expected(typeof value === 'number' && Number.isFinite(value));
    case 'image':
      if (!isImageId(value)) return expected(false);
      return existingImageIds.has(value) ? [] : [{ field: path, message: `no image has id ${value}; use the id of an existing image` }];
    case 'link':
      return isContentObject(value) ? checkLink(value, path) : expected(false);
    case 'list':
      return Array.isArray(value) ? checkListItems(field, value, path, existingImageIds) : expected(false);
  }
}

function checkLink(link: ContentObject, path: string): FieldProblem[] {
  const problems = Object.keys(link)
    .filter((key) => !LINK_KEYS.includes(key))
    .map((key) => ({ field: `${path}.${key}`, message: 'a link has only "label" and "href"' }));
  if (typeof link.label !== 'string' || link.label.trim() === '') problems.push({ field: `${path}.label`, message: 'must be a non-empty string' });
  if (typeof link.href !== 'string' || !isValidHref(link.href)) {
    problems.push({ field: `${path}.href`, message: 'must be an absolute http(s) URL or a site path such as "/about"' });
  }
  return problems;
}

function checkListItems(field: TemplateField, items: unknown[], path: string, existingImageIds: ReadonlySet<number>): FieldProblem[] {
  const itemFields = field.itemFields;
  return items.flatMap((item, index) => {
    const itemPath = `${path}[${index}]`;
    if (itemFields) return validateSectionContent({ fields: itemFields, content: item, existingImageIds, path: itemPath });
    return typeof item === 'string' ? [] : [{ field: itemPath, message: 'must be a string' }];
  });
}
