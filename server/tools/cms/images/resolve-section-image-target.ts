import { z } from 'zod';
import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { ImageRecord } from '../../../store/image-repository.ts';
import type { SectionRecord } from '../../../store/section-repository.ts';
import { type FieldProblem, NotFoundError, ValidationError } from '../../../errors/cms-errors.ts';
import { findImageSlot, type SectionImageSlot } from './section-image-slot.ts';
import { imageId, imageNotFoundMessage } from './to-image-summary.ts';

export const sectionImageInput = z.object({
  sectionId: z.number().int().positive().describe('Id of the section, e.g. 12. Find it with cms_getPage (sections are listed with ids) or cms_findResource.'),
  field: z
    .string()
    .min(1)
    .describe(
      'The image field: a top-level field name such as "backgroundImage" or "image", or for a list item "<list>.<index>.<field>", ' +
        'e.g. "images.2.image" in a gallery (indexes start at 0). A wrong name is answered with the section\'s real image fields.',
    ),
  imageId: imageId('Id of the image to show, e.g. 7. Find one with cms_findImage or cms_searchImages.'),
});

export type SectionImageTarget = { section: SectionRecord; slot: SectionImageSlot; image: ImageRecord };

/**
 * The section, its image slot at `field` and the image, all checked: NotFoundError for a missing section,
 * a missing image alone; ValidationError naming every problem when the field is wrong too.
 */
export async function resolveSectionImageTarget(
  repositories: Pick<CmsRepositories, 'sections' | 'sectionTemplates' | 'images'>,
  { sectionId, field, imageId }: z.infer<typeof sectionImageInput>,
  { allowAppend }: { allowAppend: boolean },
): Promise<SectionImageTarget> {
  const section = await repositories.sections.getById(sectionId);
  if (!section) {
    throw new NotFoundError({
      entity: 'section',
      key: sectionId,
      message: `No section with id ${sectionId}. Call cms_getPage to see a page's sections and their ids.`,
    });
  }
  const [template, image] = await Promise.all([repositories.sectionTemplates.getByName(section.templateName), repositories.images.getById(imageId)]);
  const slot = findImageSlot(template?.fields ?? [], section.content, field, { allowAppend });
  const problems: FieldProblem[] = [];
  if ('problem' in slot) problems.push({ field: 'field', message: `${slot.problem} (section ${sectionId} uses template "${section.templateName}")` });
  if (!image) {
    if (problems.length === 0) throw new NotFoundError({ entity: 'image', key: imageId, message: imageNotFoundMessage(imageId) });
    problems.push({ field: 'imageId', message: imageNotFoundMessage(imageId) });
  }
  if (problems.length > 0 || 'problem' in slot || !image) throw new ValidationError({ fields: problems });
  return { section, slot, image };
}
