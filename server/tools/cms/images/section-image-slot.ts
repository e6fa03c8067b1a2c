import type { TemplateField } from '../../../store/section-repository.ts';

/** One place in a section's content that holds an image id. */
export type SectionImageSlot = {
  /** Normalised path, e.g. "backgroundImage" or "images.2.image". */
  path: string;
  /** The image there now, if any. */
  currentImageId: number | undefined;
  /** The top-level content patch that puts `imageId` into this slot (lists are replaced whole). */
  patchWith(imageId: number): Record<string, unknown>;
};

type Content = Record<string, unknown>;

const asObject = (value: unknown): Content => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Content) : {});
const asImageId = (value: unknown): number | undefined => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined);

/** "images[2].image" and "images.2.image" both become ["images", "2", "image"]. */
function splitPath(path: string): string[] {
  return path
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

/**
 * Every image slot the template offers in this content, as the model would write them: top-level image
 * fields by name, and list items by index, e.g. "images.0.image" … plus one index past the end to append.
 */
export function describeImageSlots(fields: readonly TemplateField[], content: Content): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'image') return [field.name];
    const itemImages = field.type === 'list' ? (field.itemFields ?? []).filter((item) => item.type === 'image') : [];
    if (itemImages.length === 0) return [];
    const count = Array.isArray(content[field.name]) ? (content[field.name] as unknown[]).length : 0;
    const range = count === 0 ? '0' : `0…${count - 1}`;
    return itemImages.map((item) => `${field.name}.<index>.${item.name} (index ${range}, or ${count} to add an item)`);
  });
}

/**
 * The slot at `path` in a section's content, or a sentence saying why there is none. `allowAppend`
 * accepts an index one past the end of a list, which adds a new item holding just the image.
 */
export function findImageSlot(
  fields: readonly TemplateField[],
  content: Content,
  path: string,
  { allowAppend }: { allowAppend: boolean },
): SectionImageSlot | { problem: string } {
  const parts = splitPath(path);
  const field = fields.find((candidate) => candidate.name === parts[0]);
  const available = describeImageSlots(fields, content);
  const unknownSlot = {
    problem:
      available.length === 0
        ? "this section's template has no image fields"
        : `"${path}" is not an image field of this section; its image fields are: ${available.join('; ')}`,
  };
  if (!field) return unknownSlot;

  if (field.type === 'image' && parts.length === 1) {
    return { path: field.name, currentImageId: asImageId(content[field.name]), patchWith: (imageId) => ({ [field.name]: imageId }) };
  }

  const itemField = field.type === 'list' ? field.itemFields?.find((candidate) => candidate.name === parts[2] && candidate.type === 'image') : undefined;
  const index = Number(parts[1]);
  if (!itemField || parts.length !== 3 || !Number.isInteger(index) || index < 0) return unknownSlot;
  const items = Array.isArray(content[field.name]) ? (content[field.name] as unknown[]) : [];
  const lastAllowed = allowAppend ? items.length : items.length - 1;
  if (index > lastAllowed) {
    return {
      problem:
        items.length === 0 && !allowAppend
          ? `"${field.name}" has no items yet`
          : `index ${index} is out of range: "${field.name}" has ${items.length} item(s), so use 0…${lastAllowed}`,
    };
  }
  return {
    path: `${field.name}.${index}.${itemField.name}`,
    currentImageId: asImageId(asObject(items[index])[itemField.name]),
    patchWith: (imageId) => {
      const updated = [...items];
      updated[index] = { ...asObject(items[index]), [itemField.name]: imageId };
      return { [field.name]: updated };
    },
  };
}
