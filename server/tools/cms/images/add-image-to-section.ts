import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ConflictError } from '../../../errors/cms-errors.ts';
import { resolveSectionImageTarget, sectionImageInput } from './resolve-section-image-target.ts';
import { toImageReference } from './to-image-summary.ts';

export function createAddImageToSectionTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_addImageToSection',
    risk: 'moderate',
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
    description:
      'Put an image into an empty image field of a section, e.g. the hero\'s "backgroundImage", or add a photo to a gallery with ' +
      '"images.<n>.image" where n is the current number of photos. Fails with CONFLICT if the field already shows an image: ' +
      'use cms_updateSectionImage to swap it. Get the section id from cms_getPage and the image id from cms_findImage or cms_searchImages. ' +
      'Returns the section id, the field filled and the image.',
    inputSchema: sectionImageInput,
    execute: (input) =>
      store.transaction(async (transaction) => {
        const { section, slot, image } = await resolveSectionImageTarget(transaction, input, { allowAppend: true });
        if (slot.currentImageId !== undefined) {
          throw new ConflictError({
            entity: 'section',
            key: section.id,
            message:
              `Field "${slot.path}" of section ${section.id} already shows image ${slot.currentImageId}. ` +
              'To replace it call cms_updateSectionImage with the same sectionId and field.',
          });
        }
        await transaction.sections.updateContent(section.id, slot.patchWith(image.id));
        return { sectionId: section.id, pageId: section.pageId, template: section.templateName, field: slot.path, image: toImageReference(image) };
      }),
  });
}
