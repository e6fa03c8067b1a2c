import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ConflictError, NotFoundError } from '../../../errors/cms-errors.ts';
import { applyImageRewrites, describePlaces, planImageRewrites, toChangedPlaces } from './plan-image-rewrites.ts';
import { imageId, imageNotFoundMessage, toImageReference } from './to-image-summary.ts';

export function createDeleteImageTool({ store, imageFiles, logger }: Pick<ToolDependencies, 'store' | 'imageFiles' | 'logger'>) {
  return defineCmsTool({
    name: 'cms_deleteImage',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Permanently delete an image from the library: its record and its file (this cannot be undone). If sections, collection entries or posts still show it, the call is refused ' +
      'with CONFLICT listing every place; then either swap in another image with cms_replaceImage and delete afterwards, or repeat with ' +
      'force: true, which clears those references in the same step (optional fields are emptied, gallery-style list items that need the ' +
      'image are removed, featured images are unset). Images in required fields such as a hero background can never be cleared: ' +
      'replace them first. Returns the deleted image and the references cleared.',
    inputSchema: z.object({
      imageId: imageId('Id of the image to delete, e.g. 4. Find it with cms_findImage.'),
      force: z.boolean().default(false).describe('true deletes even if the image is in use, clearing those references; default false refuses and lists them.'),
    }),
    describeEffect: async ({ imageId: id, force }) => {
      const image = await store.images.getById(id);
      if (!image) throw new NotFoundError({ entity: 'image', key: id, message: imageNotFoundMessage(id) });
      const usages = await store.contentCatalog.findImageUsages([id]);
      const plans = await planImageRewrites(store, usages, { from: id, to: null });
      const uses = [...describePlaces(plans), ...usages.posts.map((post) => `featured image of post "${post.title}"`)];
      const effect = `Delete image ${image.filename} and its file for good (this cannot be undone)`;
      if (uses.length === 0) return `${effect}; it is not used anywhere`;
      return force
        ? `${effect}, and clear it from ${uses.length} ${uses.length === 1 ? 'place' : 'places'}: ${uses.join('; ')}`
        : `${effect}. It is still used in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}, so the call will be refused: ${uses.join('; ')}`;
    },
    execute: async ({ imageId: id, force }) => {
      const { image, cleared } = await store.transaction(async (transaction) => {
        const image = await transaction.images.getById(id);
        if (!image) throw new NotFoundError({ entity: 'image', key: id, message: imageNotFoundMessage(id) });
        const usages = await transaction.contentCatalog.findImageUsages([id]);
        const plans = await planImageRewrites(transaction, usages, { from: id, to: null });
        const uses = [...describePlaces(plans), ...usages.posts.map((post) => `featured image of post ${post.postId} "${post.title}"`)];
        if (uses.length > 0 && !force) {
          throw new ConflictError({
            entity: 'image',
            key: id,
            message:
              `Image ${id} (${image.filename}) is in use: ${uses.join('; ')}. Put another image there with cms_replaceImage first, ` +
              'or call cms_deleteImage again with force: true to delete it and clear these references.',
          });
        }
        const blocked = describePlaces(plans, (rewrite) => rewrite.blocked);
        if (blocked.length > 0) {
          throw new ConflictError({
            entity: 'image',
            key: id,
            message:
              `Image ${id} fills required fields that cannot be left empty: ${blocked.join('; ')}. ` +
              'Call cms_replaceImage to put another image there, then delete this one. Nothing was deleted.',
          });
        }
        await applyImageRewrites(transaction, plans);
        for (const post of usages.posts) await transaction.posts.update(post.postId, { featuredImageId: null });
        await transaction.images.delete(id);
        return { image, cleared: { ...toChangedPlaces(plans), posts: usages.posts.map(({ postId, title }) => ({ postId, title })) } };
      });
      // After the commit: a leftover file wastes disk, while a missing file under a live record would break the site.
      await imageFiles.remove(image.storagePath).catch((error: unknown) => logger.warn({ error, imageId: id }, "could not remove a deleted image's file"));
      return { deleted: toImageReference(image), clearedReferences: cleared };
    },
  });
}
