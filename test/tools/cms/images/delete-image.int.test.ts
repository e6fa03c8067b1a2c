import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { addImage, defineImageTemplates } from './image-fixtures.ts';

describe('cms_deleteImage', () => {
  let services: TestServices;
  let pageId: number;
  const fileExists = (storagePath: string) => fs.existsSync(path.join(services.dataDir, 'uploads', storagePath));

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await defineImageTemplates(services.store);
    pageId = (await services.store.pages.create({ slug: 'home', title: 'Home' })).id;
  });
  afterAll(() => services.cleanup());

  it('is destructive and needs confirmation', () => {
    expect(services.tools.find((tool) => tool.name === 'cms_deleteImage')).toMatchObject({ risk: 'destructive', requiresConfirmation: true });
  });

  it('deletes an unused image: record and file', async () => {
    const image = await addImage(services, { filename: 'spare.png' });
    expect(fileExists(image.storagePath)).toBe(true);
    const result = await services.call('cms_deleteImage', { imageId: image.id });
    expect(result).toEqual({ deleted: { id: image.id, filename: 'spare.png' }, clearedReferences: { sections: [], entries: [], posts: [] } });
    expect(await services.store.images.getById(image.id)).toBeUndefined();
    expect(fileExists(image.storagePath)).toBe(false);
  });

  it('refuses an image in use, listing every place, and keeps everything', async () => {
    const image = await addImage(services, { filename: 'in-use.png' });
    const card = await services.store.sections.create({ pageId, templateName: 'card', content: { heading: 'Card', image: image.id } });
    const post = await services.store.posts.create({ title: 'Trip report', body: 'Text', author: 'Ana', featuredImageId: image.id });
    const result = await services.call('cms_deleteImage', { imageId: image.id });
    expect(result.error.type).toBe('CONFLICT');
    expect(result.error.message).toContain(`card section ${card.id} on /home (image)`);
    expect(result.error.message).toContain(`post ${post.id} "Trip report"`);
    expect(result.error.message).toContain('force: true');
    expect(await services.store.images.getById(image.id)).toBeDefined();
    expect(fileExists(image.storagePath)).toBe(true);
  });

  it('with force, clears optional fields, drops gallery photos and unsets featured images in the same step', async () => {
    const image = await addImage(services, { filename: 'forced.png' });
    const keep = await addImage(services, { filename: 'keep.png' });
    const card = await services.store.sections.create({ pageId, templateName: 'card', content: { heading: 'Card', image: image.id } });
    const gallery = await services.store.sections.create({
      pageId,
      templateName: 'gallery',
      content: { images: [{ image: image.id, caption: 'Gone' }, { image: keep.id }] },
    });
    const post = await services.store.posts.create({ title: 'Featured', body: 'Text', author: 'Ana', featuredImageId: image.id });

    const result = await services.call('cms_deleteImage', { imageId: image.id, force: true });

    expect(result.clearedReferences).toEqual({
      sections: [
        { sectionId: card.id, pageSlug: 'home', template: 'card', fields: ['image'] },
        { sectionId: gallery.id, pageSlug: 'home', template: 'gallery', fields: ['images.0.image'] },
      ],
      entries: [],
      posts: [{ postId: post.id, title: 'Featured' }],
    });
    expect((await services.store.sections.getById(card.id))?.content).toEqual({ heading: 'Card' });
    expect((await services.store.sections.getById(gallery.id))?.content.images).toEqual([{ image: keep.id }]);
    expect((await services.store.posts.getById(post.id))?.featuredImageId).toBeNull();
    expect(await services.store.images.getById(image.id)).toBeUndefined();
  });

  it('even with force, will not leave a required field empty, and changes nothing', async () => {
    const image = await addImage(services, { filename: 'hero-photo.png' });
    const hero = await services.store.sections.create({ pageId, templateName: 'hero', content: { heading: 'Hi', backgroundImage: image.id } });
    const card = await services.store.sections.create({ pageId, templateName: 'card', content: { heading: 'Card', image: image.id } });
    const result = await services.call('cms_deleteImage', { imageId: image.id, force: true });
    expect(result).toMatchObject({ error: { type: 'CONFLICT', message: expect.stringContaining(`hero section ${hero.id} on /home (backgroundImage)`) } });
    expect(result.error.message).toContain('cms_replaceImage');
    expect((await services.store.sections.getById(card.id))?.content.image).toBe(image.id);
    expect(await services.store.images.getById(image.id)).toBeDefined();
  });

  it('reports a missing image and a malformed id', async () => {
    expect(await services.call('cms_deleteImage', { imageId: 8888 })).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('cms_findImage') },
    });
    expect(await services.call('cms_deleteImage', { imageId: -1 })).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'imageId' }] } });
  });
});
