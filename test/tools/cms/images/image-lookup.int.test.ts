import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { addImage } from './image-fixtures.ts';

describe('finding and listing images', () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await addImage(services, {
      filename: 'alpine-summit-sunrise.png',
      altText: 'Snow-capped mountain peaks glowing at sunrise',
      description: 'An alpine range at first light.',
      tags: ['mountain', 'snow', 'sunrise'],
    });
    await addImage(services, {
      filename: 'campfire-under-stars.png',
      altText: 'A campfire burning at night under a starry sky',
      description: 'Tents glowing beside a fire.',
      tags: ['campfire', 'night', 'camping'],
    });
    await addImage(services, {
      filename: 'kayak-lake.png',
      altText: 'Two kayaks on a calm lake',
      description: 'Paddling on still water in the morning.',
      tags: ['water', 'kayak'],
    });
    await addImage(services, { filename: 'team-portrait.png', altText: 'Our guides at the trailhead', tags: ['team', 'people'] });
  });
  afterAll(() => services.cleanup());

  describe('cms_findImage', () => {
    it('finds images by filename words, alt text and tags, best first', async () => {
      const result = await services.call('cms_findImage', { query: 'sunrise mountains' });
      expect(result.images[0]).toMatchObject({ filename: 'alpine-summit-sunrise.png', altText: expect.stringContaining('Snow-capped') });
      expect(result.images[0]).not.toHaveProperty('storagePath');
      const byTag = await services.call('cms_findImage', { query: 'camping' });
      expect(byTag.images.map((image: { filename: string }) => image.filename)).toEqual(['campfire-under-stars.png']);
    });

    it('answers no match with a way forward, and rejects an empty query', async () => {
      expect(await services.call('cms_findImage', { query: 'zebra' })).toMatchObject({ images: [], hint: expect.stringContaining('cms_searchImages') });
      expect(await services.call('cms_findImage', { query: '  ' })).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'query' }] } });
    });
  });

  describe('cms_searchImages', () => {
    it('matches by meaning and scores by cosine distance, best first', async () => {
      const result = await services.call('cms_searchImages', { query: 'snowy peaks', limit: 4 });
      expect(result.images[0].filename).toBe('alpine-summit-sunrise.png');
      const scores = result.images.map((image: { score: number }) => image.score);
      expect(scores).toEqual([...scores].sort((left, right) => left - right));
      expect(scores[0]).toBeGreaterThanOrEqual(0);
      const description = services.tools.find((tool) => tool.name === 'cms_searchImages')!.description;
      expect(description).toContain('scores closer to 0 are better matches');
    });

    it('returns only images even when other content matches better', async () => {
      await services.store.posts.create({ title: 'Snowy peaks of the Alps', body: 'Snow on the summits.', author: 'Ana' });
      const result = await services.call('cms_searchImages', { query: 'snowy peaks' });
      expect(result.images.every((image: { filename: string }) => image.filename.endsWith('.png'))).toBe(true);
    });

    it('finds an image as soon as it is added, and forgets it once deleted', async () => {
      const image = await addImage(services, { filename: 'desert-dunes.png', altText: 'Sand dunes in a hot desert under a blazing sun', tags: ['desert'] });
      const found = await services.call('cms_searchImages', { query: 'sand dunes in the desert', limit: 1 });
      expect(found.images[0]).toMatchObject({ id: image.id });
      await services.call('cms_deleteImage', { imageId: image.id });
      const after = await services.call('cms_searchImages', { query: 'sand dunes in the desert', limit: 5 });
      expect(after.images.map((match: { id: number }) => match.id)).not.toContain(image.id);
    });

    it('rejects a limit out of range', async () => {
      expect(await services.call('cms_searchImages', { query: 'lake', limit: 500 })).toMatchObject({
        error: { type: 'VALIDATION', fields: [{ field: 'limit' }] },
      });
    });
  });

  describe('cms_listAllImages', () => {
    it('pages through the library, newest first, with the total and the next offset', async () => {
      const first = await services.call('cms_listAllImages', { limit: 2 });
      expect(first.images).toHaveLength(2);
      expect(first.total).toBeGreaterThanOrEqual(4);
      expect(first.nextOffset).toBe(2);
      const rest = await services.call('cms_listAllImages', { limit: 100, offset: 2 });
      expect(rest.nextOffset).toBeUndefined();
      const all = [...first.images, ...rest.images].map((image: { id: number }) => image.id);
      expect(new Set(all).size).toBe(first.total);
      expect(all).toEqual([...all].sort((left, right) => right - left));
    });

    it('filters by tag, ignoring case', async () => {
      const result = await services.call('cms_listAllImages', { tag: 'KAYAK' });
      expect(result).toMatchObject({ total: 1, images: [{ filename: 'kayak-lake.png' }] });
    });

    it('rejects a negative offset', async () => {
      expect(await services.call('cms_listAllImages', { offset: -3 })).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'offset' }] } });
    });
  });
});
