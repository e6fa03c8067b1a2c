/** Typed reads of section content and entry data: the store validated it, but old rows may lack fields. */
export type Content = Record<string, unknown>;

export type LinkValue = { label: string; href: string };

export const textOf = (content: Content, field: string): string | undefined => {
  const value = content[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export const numberOf = (content: Content, field: string): number | undefined => {
  const value = content[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const flagOf = (content: Content, field: string): boolean => content[field] === true;

export const linkOf = (content: Content, field: string): LinkValue | undefined => {
  const value = content[field] as Partial<LinkValue> | undefined;
  return typeof value?.label === 'string' && typeof value.href === 'string' ? { label: value.label, href: value.href } : undefined;
};

/** A list of objects (feature items, gallery photos…); anything else in it is skipped. */
export const itemsOf = (content: Content, field: string): Content[] => {
  const value = content[field];
  return Array.isArray(value) ? value.filter((item): item is Content => typeof item === 'object' && item !== null && !Array.isArray(item)) : [];
};

export const stringsOf = (content: Content, field: string): string[] => {
  const value = content[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const imageIdOf = (content: Content, field: string): number | undefined => numberOf(content, field);
