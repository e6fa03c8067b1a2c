import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { addImage, defineImageTemplates } from './image-fixtures.ts';

describe('cms_addImageToSection and cms_updateSectionImage', () => {
  let services: TestServices;
  let pageId: number;
  let mountain: number;
  let lake: number;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await defineImageTemplates(services.store);
    pageId = (await services.store.pages.create({ slug: 'home', title: 'Home' })).id;
    mountain = (await addImage(services, { filename: 'mountain.png', altText: 'A mountain' })).id;
    lake = (await addImage(services, { filename: 'lake.png', altText: 'A lake' })).id;
  });
  afterAll(() => services.cleanup());

  const createSection = (templateName: string, content: Record<string, unknown>) => services.store.sections.create({ pageId, templateName, content });

  it('puts an image into an empty optional field', async () => {
    const card = await createSection('card', { heading: 'Our trips' });
    const result = await services.call('cms_addImageToSection', { sectionId: card.id, field: 'image', imageId: mountain });
    expect(result).toMatchObject({ sectionId: card.id, field: 'image', image: { id: mountain, filename: 'mountain.png' } });
    expect((await services.store.sections.getById(card.id))?.content.image).toBe(mountain);
  });

  it('appends a photo to a gallery list', async () => {
    const gallery = await createSection('gallery', { images: [{ image: lake, caption: 'Calm water' }] });
    const result = await services.call('cms_addImageToSection', { sectionId: gallery.id, field: 'images.1.image', imageId: mountain });
    expect(result).toMatchObject({ field: 'images.1.image' });
    expect((await services.store.sections.getById(gallery.id))?.content.images).toEqual([{ image: lake, caption: 'Calm water' }, { image: mountain }]);
  });

  it('refuses to overwrite an image and points to cms_updateSectionImage', async () => {
    const hero = await createSection('hero', { heading: 'Hi', backgroundImage: lake });
    const result = await services.call('cms_addImageToSection', { sectionId: hero.id, field: 'backgroundImage', imageId: mountain });
    expect(result).toMatchObject({ error: { type: 'CONFLICT', message: expect.stringContaining('cms_updateSectionImage') } });
    expect((await services.store.sections.getById(hero.id))?.content.backgroundImage).toBe(lake);
  });

  it('names the real image fields when the field is wrong, and every other bad input at once', async () => {
    const hero = await createSection('hero', { heading: 'Hi', backgroundImage: lake });
    const result = await services.call('cms_addImageToSection', { sectionId: hero.id, field: 'heading', imageId: 9999 });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields).toEqual([
      { field: 'field', message: expect.stringContaining('backgroundImage') },
      { field: 'imageId', message: expect.stringContaining('No image with id 9999') },
    ]);
  });

  it('rejects malformed arguments before touching the store', async () => {
    const result = await services.call('cms_addImageToSection', { sectionId: 'twelve', field: '' });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['field', 'imageId', 'sectionId']);
  });

  it('reports a missing section as not found', async () => {
    const result = await services.call('cms_addImageToSection', { sectionId: 424242, field: 'image', imageId: mountain });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('cms_getPage') } });
  });

  it('swaps the image in a filled field and reports the previous one', async () => {
    const hero = await createSection('hero', { heading: 'Hi', backgroundImage: lake });
    const result = await services.call('cms_updateSectionImage', { sectionId: hero.id, field: 'backgroundImage', imageId: mountain });
    expect(result).toMatchObject({ field: 'backgroundImage', image: { id: mountain }, previousImage: { id: lake, filename: 'lake.png' } });
    expect((await services.store.sections.getById(hero.id))?.content.backgroundImage).toBe(mountain);
  });

  it('swaps one photo inside a gallery, leaving its caption', async () => {
    const gallery = await createSection('gallery', { images: [{ image: lake, caption: 'Calm' }, { image: lake }] });
    await services.call('cms_updateSectionImage', { sectionId: gallery.id, field: 'images[0].image', imageId: mountain });
    expect((await services.store.sections.getById(gallery.id))?.content.images).toEqual([{ image: mountain, caption: 'Calm' }, { image: lake }]);
  });

  it('sends an empty field to cms_addImageToSection and an out-of-range index back with the valid range', async () => {
    const card = await createSection('card', { heading: 'Empty' });
    expect(await services.call('cms_updateSectionImage', { sectionId: card.id, field: 'image', imageId: mountain })).toMatchObject({
      error: { type: 'CONFLICT', message: expect.stringContaining('cms_addImageToSection') },
    });
    const gallery = await createSection('gallery', { images: [{ image: lake }] });
    const outOfRange = await services.call('cms_updateSectionImage', { sectionId: gallery.id, field: 'images.1.image', imageId: mountain });
    expect(outOfRange).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'field', message: expect.stringContaining('0…0') }] } });
  });
});
