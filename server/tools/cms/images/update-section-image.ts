import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ConflictError } from '../../../errors/cms-errors.ts';
import { resolveSectionImageTarget, sectionImageInput } from './resolve-section-image-target.ts';
import { toImageReference } from './to-image-summary.ts';

export function createUpdateSectionImageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_updateSectionImage',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
    description:
      "Swap the image shown in one image field of one section, e.g. change the home hero's background photo. The field must already " +
      'hold an image (for an empty field call cms_addImageToSection). To swap an image everywhere it is used, call cms_replaceImage instead. ' +
      'Get the section id from cms_getPage and the new image id from cms_findImage or cms_searchImages. ' +
      'Returns the field changed, the new image and the previous one.',
    inputSchema: sectionImageInput,
    execute: (input) =>
      store.transaction(async (transaction) => {
        const { section, slot, image } = await resolveSectionImageTarget(transaction, input, { allowAppend: false });
        if (slot.currentImageId === undefined) {
          throw new ConflictError({
            entity: 'section',
            key: section.id,
            message: `Field "${slot.path}" of section ${section.id} has no image yet; call cms_addImageToSection to fill it.`,
          });
        }
        const previous = await transaction.images.getById(slot.currentImageId);
        if (slot.currentImageId !== image.id) await transaction.sections.updateContent(section.id, slot.patchWith(image.id));
        return {
          sectionId: section.id,
          pageId: section.pageId,
          template: section.templateName,
          field: slot.path,
          image: toImageReference(image),
          previousImage: previous ? toImageReference(previous) : { id: slot.currentImageId, filename: '(image no longer exists)' },
        };
      }),
  });
}
