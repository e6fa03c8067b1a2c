import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadPhotoTool } from '../../../../server/tools/cms/pexels/download-photo.ts';
import { runCmsTool } from '../../../../server/tools/run-cms-tool.ts';
import type { LocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { PEXELS_TEST_KEY, smallPng, startFakePexels } from './fake-pexels-api.ts';
import { createPexelsClient } from '../../../../server/services/pexels/pexels-client.ts';

let services: TestServices;
let pexels: LocalHttpServer;

beforeAll(async () => {
  pexels = await startFakePexels();
  services = await createTestServices({ seed: false, environment: { PEXELS_BASE_URL: pexels.url, PEXELS_API_KEY: PEXELS_TEST_KEY } });
});

afterAll(async () => {
  await services.cleanup();
  await pexels.close();
});

describe('pexels_downloadPhoto', () => {
  it('downloads the photo into the media library with alt text, credit and source', async () => {
    const result = await services.call('pexels_downloadPhoto', { photoId: 101, tags: ['lake', 'hero'] });
    expect(result.image).toMatchObject({ id: expect.any(Number), filename: 'pexels-101-mountain-lake-at-sunrise.png', width: 40, height: 30 });

    const stored = await services.store.images.getById(result.image.id);
    expect(stored).toMatchObject({
      filename: 'pexels-101-mountain-lake-at-sunrise.png',
      mimeType: 'image/png',
      width: 40,
      height: 30,
      altText: 'Mountain lake at sunrise',
      description: 'Mountain lake at sunrise',
      tags: ['lake', 'hero'],
      credit: 'Photo by Jane Doe on Pexels',
      sourceUrl: 'https://www.pexels.com/photo/101/',
    });
    expect(Buffer.from(await services.imageFiles.read(stored!.storagePath)).equals(smallPng())).toBe(true);
    expect(pexels.requests.some((request) => request.path === '/images/101.png?size=large')).toBe(true);
    expect(pexels.requests.find((request) => request.path.startsWith('/images/'))?.headers.authorization).toBeUndefined();
  });

  it("uses the editor's alt text, filename and size when given", async () => {
    const result = await services.call('pexels_downloadPhoto', { photoId: 101, size: 'small', altText: 'Calm alpine lake', filename: 'alpine-lake' });
    expect(result.image).toMatchObject({ filename: 'alpine-lake.png', altText: 'Calm alpine lake' });
    expect(pexels.requests.some((request) => request.path === '/images/101.png?size=small')).toBe(true);
  });

  it('reports an unknown photo id as NOT_FOUND, pointing to the search', async () => {
    const result = await services.call('pexels_downloadPhoto', { photoId: 999 });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('pexels_searchPhotos') });
  });

  it('stores nothing when the download is not an image', async () => {
    const before = await services.store.images.list({ limit: 100, offset: 0 });
    const result = await services.call('pexels_downloadPhoto', { photoId: 102 });
    expect(result.error).toMatchObject({ type: 'VALIDATION' });
    expect((await services.store.images.list({ limit: 100, offset: 0 })).total).toBe(before.total);
  });

  it('names PEXELS_API_KEY when it is not configured', async () => {
    const tool = createDownloadPhotoTool({ ...services, pexels: createPexelsClient({ baseUrl: pexels.url, http: services.http }) });
    const result = await runCmsTool(tool, { photoId: 101 }, { choices: { templateNames: [], collectionNames: [] }, context: { sessionId: 's', editor: 'e' } });
    expect(result).toMatchObject({ error: { type: 'PERMISSION', message: expect.stringContaining('PEXELS_API_KEY') } });
  });

  it('rejects a non-numeric id and an unknown size together', async () => {
    const result = await services.call('pexels_downloadPhoto', { photoId: 'abc', size: 'huge' });
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['photoId', 'size']);
  });
});
