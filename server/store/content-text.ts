import type { TemplateField } from './section-repository.ts';

/** Strings that are addresses, not prose: they would only add noise to an embedding or a name match. */
const ADDRESS = /^(?:https?:\/\/|\/|#|mailto:|tel:)\S*$/i;

/**
 * The human-readable strings in section content or entry data, in field order. With the template's
 * fields, only text-like values count (image ids, numbers, flags and link targets are skipped);
 * without them, every string that is not an address.
 */
export function collectTextValues(fields: readonly TemplateField[] | undefined, content: unknown): string[] {
  if (typeof content !== 'object' || content === null) return [];
  if (!fields) return collectAnyStrings(content);
  const values = content as Record<string, unknown>;
  return fields
    .flatMap((field) => {
      const value = values[field.name];
      switch (field.type) {
        case 'text':
        case 'richText':
          return typeof value === 'string' && !ADDRESS.test(value.trim()) ? [plainText(value)] : [];
        case 'link':
          return typeof value === 'object' && value !== null && typeof (value as { label?: unknown }).label === 'string'
            ? [(value as { label: string }).label]
            : [];
        case 'list':
          if (!Array.isArray(value)) return [];
          return value.flatMap((item) => (typeof item === 'string' ? [item] : collectTextValues(field.itemFields ?? [], item)));
        default:
          return [];
      }
    })
    .filter((text) => text.trim() !== '');
}

function collectAnyStrings(value: unknown): string[] {
  if (typeof value === 'string') return ADDRESS.test(value.trim()) || value.trim() === '' ? [] : [plainText(value)];
  if (Array.isArray(value)) return value.flatMap(collectAnyStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(collectAnyStrings);
  return [];
}

/** Markdown reduced to its words: links keep their text, emphasis, headings and list markers go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `maxLength` characters, cut at a word boundary with an ellipsis when shortened. */
export function clip(text: string, maxLength: number): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxLength) return collapsed;
  const cut = collapsed.slice(0, maxLength - 1);
  const endsAtWord = collapsed[maxLength - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const words = endsAtWord || lastSpace <= maxLength / 2 ? cut : cut.slice(0, lastSpace);
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** "alpine-summit_sunrise-2.png" -> "alpine summit sunrise": what a filename says in words. */
export function filenameWords(filename: string): string {
  return filename
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .join(' ');
}

/** Joins non-empty parts into sentences: ["Title", "", "Body"] -> "Title. Body". */
export function sentences(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
