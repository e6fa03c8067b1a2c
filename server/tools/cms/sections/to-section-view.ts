import type { SectionRecord } from '../../../store/section-repository.ts';

const PREVIEW_LENGTH = 80;

/** A section with its full content: for reading or editing one section. */
export function toSectionView(section: SectionRecord) {
  return { id: section.id, template: section.templateName, position: section.position, content: section.content };
}

/** A section in a list: enough to recognise it (first text value, shortened) and pick its id. */
export function toSectionPreview(section: SectionRecord) {
  const firstText = Object.values(section.content).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const preview = firstText && firstText.length > PREVIEW_LENGTH ? `${firstText.slice(0, PREVIEW_LENGTH - 1)}…` : (firstText ?? '');
  return { id: section.id, template: section.templateName, position: section.position, preview };
}
