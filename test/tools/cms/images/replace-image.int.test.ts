import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { addImage, defineImageTemplates } from './image-fixtures.ts';

describe('cms_replaceImage', () => {
  let services: TestServices;
  let pageId: number;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await defineImageTemplates(services.store);
    pageId = (await services.store.pages.create({ slug: 'home', title: 'Home' })).id;
  });
  afterAll(() => services.cleanup());

  it('asks for confirmation before it runs', () => {
    expect(services.tools.find((tool) => tool.name === 'cms_replaceImage')).toMatchObject({ risk: 'moderate', requiresConfirmation: true });
  });

  it('swaps the image in every section field and featured image, and lists the places', async () => {
    const old = await addImage(services, { filename: 'old-logo.png' });
    const fresh = await addImage(services, { filename: 'new-logo.png' });
    const other = await addImage(services, { filename: 'other.png' });
    const hero = await services.store.sections.create({ pageId, templateName: 'hero', content: { heading: 'Hi', backgroundImage: old.id } });
    const gallery = await services.store.sections.create({
      pageId,
      templateName: 'gallery',
      content: { images: [{ image: other.id }, { image: old.id, caption: 'Logo' }] },
    });
    const untouched = await services.store.sections.create({ pageId, templateName: 'card', content: { heading: 'Card', image: other.id } });
    const post = await services.store.posts.create({ title: 'News', body: 'Hello', author: 'Ana', featuredImageId: old.id });

    const result = await services.call('cms_replaceImage', { fromImageId: old.id, toImageId: fresh.id });

    expect(result).toMatchObject({
      from: { id: old.id, filename: 'old-logo.png' },
      to: { id: fresh.id, filename: 'new-logo.png' },
      sections: expect.arrayContaining([
        { sectionId: hero.id, pageSlug: 'home', template: 'hero', fields: ['backgroundImage'] },
        { sectionId: gallery.id, pageSlug: 'home', template: 'gallery', fields: ['images.1.image'] },
      ]),
      posts: [{ postId: post.id, title: 'News' }],
    });
    expect(result.sections).toHaveLength(2);
    expect((await services.store.sections.getById(hero.id))?.content.backgroundImage).toBe(fresh.id);
    expect((await services.store.sections.getById(gallery.id))?.content.images).toEqual([{ image: other.id }, { image: fresh.id, caption: 'Logo' }]);
    expect((await services.store.sections.getById(untouched.id))?.content.image).toBe(other.id);
    expect((await services.store.posts.getById(post.id))?.featuredImageId).toBe(fresh.id);
    expect(await services.store.images.getById(old.id)).toBeDefined();
  });

  it('also swaps images inside collection entries', async () => {
    await services.store.collections.create({
      name: 'team',
      label: 'Team',
      description: 'People',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'photo', label: 'Photo', type: 'image', required: true },
      ],
    });
    const before = await addImage(services, { filename: 'portrait-old.png' });
    const after = await addImage(services, { filename: 'portrait-new.png' });
    const entry = await services.store.collections.createEntry({ collection: 'team', title: 'Ana', data: { name: 'Ana', photo: before.id } });
    const result = await services.call('cms_replaceImage', { fromImageId: before.id, toImageId: after.id });
    expect(result.entries).toEqual([{ entryId: entry.id, collection: 'team', title: 'Ana', fields: ['photo'] }]);
    expect((await services.store.collections.getEntry(entry.id))?.data.photo).toBe(after.id);
  });

  it('says so when the image is used nowhere', async () => {
    const unused = await addImage(services, { filename: 'unused.png' });
    const target = await addImage(services, { filename: 'target.png' });
    const result = await services.call('cms_replaceImage', { fromImageId: unused.id, toImageId: target.id });
    expect(result).toMatchObject({ sections: [], entries: [], posts: [], note: expect.stringContaining('nothing changed') });
  });

  it('names every missing image, and refuses replacing an image by itself', async () => {
    const missing = await services.call('cms_replaceImage', { fromImageId: 9001, toImageId: 9002 });
    expect(missing).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('9001 and 9002') } });
    const same = await services.call('cms_replaceImage', { fromImageId: 5, toImageId: 5 });
    expect(same).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'toImageId' }] } });
  });
});
