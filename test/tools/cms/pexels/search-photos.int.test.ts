import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchPhotosTool } from '../../../../server/tools/cms/pexels/search-photos.ts';
import { runCmsTool } from '../../../../server/tools/run-cms-tool.ts';
import type { LocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { PEXELS_TEST_KEY, startFakePexels } from './fake-pexels-api.ts';
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

const runWith = (pexelsConfig: { baseUrl: string; apiKey?: string }, input: unknown) =>
  runCmsTool(createSearchPhotosTool({ pexels: createPexelsClient({ ...pexelsConfig, http: services.http }) }), input, {
    choices: { templateNames: [], collectionNames: [] },
    context: { sessionId: 's', editor: 'e' },
  });

describe('pexels_searchPhotos', () => {
  it('returns photos with id, alt, photographer, size and a preview url, asking Pexels with the key', async () => {
    const result = await services.call('pexels_searchPhotos', { query: 'mountain lake', perPage: 2, orientation: 'landscape' });
    expect(result).toMatchObject({ query: 'mountain lake', page: 1, totalResults: 20 });
    expect(result.photos[0]).toEqual({
      id: 101,
      alt: 'Mountain lake at sunrise',
      photographer: 'Jane Doe',
      width: 4000,
      height: 3000,
      previewUrl: `${pexels.url}/images/101.png?size=medium`,
    });
    expect(result.photos[1].alt).toBeNull();
    expect(pexels.requests.at(-1)).toMatchObject({
      path: '/v1/search?query=mountain+lake&per_page=2&page=1&orientation=landscape',
      headers: { authorization: PEXELS_TEST_KEY },
    });
  });

  it('says so when nothing matches', async () => {
    expect(await services.call('pexels_searchPhotos', { query: 'nothing at all' })).toMatchObject({ photos: [], note: expect.stringContaining('No photos') });
  });

  it('names PEXELS_API_KEY when it is not configured, and when Pexels refuses it', async () => {
    expect(await runWith({ baseUrl: pexels.url }, { query: 'lake' })).toMatchObject({
      error: { type: 'PERMISSION', message: expect.stringContaining('PEXELS_API_KEY') },
    });
    expect(await runWith({ baseUrl: pexels.url, apiKey: 'wrong' }, { query: 'lake' })).toMatchObject({
      error: { type: 'PERMISSION', message: expect.stringContaining('PEXELS_API_KEY') },
    });
  });

  it('rejects an unknown orientation and a page size over 30 together', async () => {
    const result = await services.call('pexels_searchPhotos', { query: 'lake', perPage: 80, orientation: 'round' });
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['perPage', 'orientation']);
  });
});
