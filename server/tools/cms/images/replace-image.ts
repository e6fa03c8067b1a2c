import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { NotFoundError, ValidationError } from '../../../errors/cms-errors.ts';
import { applyImageRewrites, describePlaces, planImageRewrites, toChangedPlaces } from './plan-image-rewrites.ts';
import { imageId, imageNotFoundMessage, toImageReference } from './to-image-summary.ts';

/** Its undo puts the old image back everywhere: the same site-wide replacement, so it asks too (see describeUndoApproval). */
export const REPLACE_IMAGE_TOOL = 'cms_replaceImage';

export function createReplaceImageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: REPLACE_IMAGE_TOOL,
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'to', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
    requiresConfirmation: true,
    description:
      'Replace one image by another everywhere it is used: every section image field (heroes, galleries, feature items…), every ' +
      "collection entry image (team photos…) and every post's featured image that shows image `fromImageId` will show `toImageId` instead, all in one step. The old image stays in the " +
      'library (delete it afterwards with cms_deleteImage if wanted). For a single section use cms_updateSectionImage. ' +
      'Returns every place changed; an image used nowhere changes nothing.',
    inputSchema: z.object({
      fromImageId: imageId('Id of the image to replace, e.g. 4.'),
      toImageId: imageId('Id of the image to show instead, e.g. 9. Find it with cms_findImage or cms_searchImages.'),
    }),
    describeEffect: async ({ fromImageId, toImageId }) => {
      const [from, to] = await Promise.all([store.images.getById(fromImageId), store.images.getById(toImageId)]);
      const missing = [from ? [] : [fromImageId], to ? [] : [toImageId]].flat();
      if (!from || !to) throw new NotFoundError({ entity: 'image', key: missing.join(', '), message: imageNotFoundMessage(...missing) });
      const usages = await store.contentCatalog.findImageUsages([from.id]);
      const places = [
        ...describePlaces(await planImageRewrites(store, usages, { from: from.id, to: to.id })),
        ...usages.posts.map((post) => `featured image of post "${post.title}"`),
      ];
      if (places.length === 0) return `Replace image ${from.filename} with ${to.filename}: it is not used anywhere, so nothing changes`;
      return `Show image ${to.filename} instead of ${from.filename} in ${places.length} ${places.length === 1 ? 'place' : 'places'}: ${places.join('; ')}`;
    },
    execute: ({ fromImageId, toImageId }) =>
      store.transaction(async (transaction) => {
        const [from, to] = await Promise.all([transaction.images.getById(fromImageId), transaction.images.getById(toImageId)]);
        if (fromImageId === toImageId) throw new ValidationError({ fields: [{ field: 'toImageId', message: 'must differ from fromImageId' }] });
        const missing = [from ? [] : [fromImageId], to ? [] : [toImageId]].flat();
        if (!from || !to) throw new NotFoundError({ entity: 'image', key: missing.join(', '), message: imageNotFoundMessage(...missing) });

        const usages = await transaction.contentCatalog.findImageUsages([from.id]);
        const plans = await planImageRewrites(transaction, usages, { from: from.id, to: to.id });
        await applyImageRewrites(transaction, plans);
        for (const post of usages.posts) await transaction.posts.update(post.postId, { featuredImageId: to.id });
        const changed = toChangedPlaces(plans);
        return {
          from: toImageReference(from),
          to: toImageReference(to),
          ...changed,
          posts: usages.posts.map(({ postId, title }) => ({ postId, title })),
          ...(changed.sections.length + changed.entries.length + usages.posts.length === 0
            ? { note: `Image ${from.id} was not used anywhere; nothing changed.` }
            : {}),
        };
      }),
  });
}
