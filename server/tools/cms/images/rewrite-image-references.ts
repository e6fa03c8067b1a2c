import type { TemplateField } from '../../../store/section-repository.ts';

export type ImageRewrite = {
  /** Top-level content patch for SectionRepository.updateContent; `null` clears an optional field. */
  patch: Record<string, unknown>;
  /** Where the image was found, e.g. "backgroundImage", "images.2.image". */
  paths: string[];
  /** Required places that cannot simply lose their image (only when clearing). */
  blocked: string[];
};

type Content = Record<string, unknown>;
const isObject = (value: unknown): value is Content => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces image `from` by `to` wherever the template puts images in this content. With `to: null`
 * the reference is cleared instead: an optional field loses its value, a list item whose image is
 * required is removed, and a required top-level field (or a required list left empty) is `blocked`.
 */
export function rewriteImageReferences(fields: readonly TemplateField[], content: Content, { from, to }: { from: number; to: number | null }): ImageRewrite {
  const result: ImageRewrite = { patch: {}, paths: [], blocked: [] };
  for (const field of fields) {
    const value = content[field.name];
    if (field.type === 'image' && value === from) {
      result.paths.push(field.name);
      if (to === null && field.required) result.blocked.push(field.name);
      else result.patch[field.name] = to;
    }
    if (field.type === 'list' && field.itemFields && Array.isArray(value)) {
      const rewritten = rewriteListItems(field.itemFields, value, `${field.name}.`, { from, to });
      if (rewritten.paths.length === 0) continue;
      result.paths.push(...rewritten.paths);
      result.blocked.push(...rewritten.blocked);
      if (field.required && rewritten.items.length === 0) result.blocked.push(`${field.name} (would be left empty)`);
      else result.patch[field.name] = rewritten.items;
    }
  }
  return result;
}

function rewriteListItems(itemFields: readonly TemplateField[], items: unknown[], prefix: string, change: { from: number; to: number | null }) {
  const paths: string[] = [];
  const blocked: string[] = [];
  const kept = items.flatMap((item, index) => {
    if (!isObject(item)) return [item];
    const inner = rewriteImageReferences(itemFields, item, change);
    if (inner.paths.length === 0) return [item];
    paths.push(...inner.paths.map((path) => `${prefix}${index}.${path}`));
    // An item that cannot exist without this image goes with it, e.g. a gallery photo.
    if (inner.blocked.length > 0) return [];
    return [Object.fromEntries(Object.entries({ ...item, ...inner.patch }).filter(([, value]) => value !== null))];
  });
  return { items: kept, paths, blocked };
}
