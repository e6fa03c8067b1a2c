import type { FieldProblem } from '../../errors/cms-errors.ts';
import { isContentObject } from '../section-content.ts';
import type { TemplateField } from '../section-repository.ts';

/**
 * Seed files name images by filename, the store wants ids. Walks `values` by the field definitions (image
 * fields, and image fields inside lists of objects) and swaps each filename for its id; a filename that is
 * not in `imageIds` is reported with its path and left as it was.
 */
export function replaceImageFilenames({
  fields,
  values,
  imageIds,
  path,
}: {
  fields: readonly TemplateField[];
  values: Record<string, unknown>;
  imageIds: ReadonlyMap<string, number>;
  path: string;
}): { values: Record<string, unknown>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const replaced = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    const fieldPath = `${path}.${field.name}`;
    if (field.type === 'image' && typeof value === 'string') {
      const id = imageIds.get(value);
      if (id === undefined) problems.push({ field: fieldPath, message: `no image "${value}" in images.json` });
      else replaced[field.name] = id;
    }
    if (field.type === 'list' && field.itemFields && Array.isArray(value)) {
      const itemFields = field.itemFields;
      replaced[field.name] = value.map((item, index) => {
        if (!isContentObject(item)) return item;
        const result = replaceImageFilenames({ fields: itemFields, values: item, imageIds, path: `${fieldPath}[${index}]` });
        problems.push(...result.problems);
        return result.values;
      });
    }
  }
  return { values: replaced, problems };
}
