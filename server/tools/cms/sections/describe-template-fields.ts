import { describeExpected } from '../../../store/section-content.ts';
import type { TemplateField } from '../../../store/section-repository.ts';

export type FieldDescription = {
  name: string;
  label: string;
  type: TemplateField['type'];
  required: boolean;
  description?: string;
  /** The value's shape in words, e.g. 'an object { "label": ..., "href": ... }'. */
  expects: string;
  itemFields?: FieldDescription[];
};

/** A template's fields as the model needs them to write valid content. */
export function describeTemplateFields(fields: readonly TemplateField[]): FieldDescription[] {
  return fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    ...(field.description ? { description: field.description } : {}),
    expects: describeExpected(field),
    ...(field.itemFields ? { itemFields: describeTemplateFields(field.itemFields) } : {}),
  }));
}
