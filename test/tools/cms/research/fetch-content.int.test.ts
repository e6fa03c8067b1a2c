import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { startFakeResearchWeb } from './fake-research-web.ts';

let services: TestServices;
let web: LocalHttpServer;

beforeAll(async () => {
  web = await startFakeResearchWeb();
  services = await createTestServices({ seed: false });
});

afterAll(async () => {
  await services.cleanup();
  await web.close();
});

describe('web_fetchContent', () => {
  it('extracts the readable article: title, byline, paragraphs, word count, without navigation or footer', async () => {
    const result = await services.call('web_fetchContent', { url: `${web.url}/articles/green-roofs-overview` });
    expect(result).toMatchObject({
      url: `${web.url}/articles/green-roofs-overview`,
      title: expect.stringContaining('Green roofs, explained'),
      byline: expect.stringContaining('Ada Gardener'),
    });
    expect(result.text).toContain('A green roof is a layer of vegetation');
    expect(result.text).not.toContain('Subscribe to our newsletter');
    expect(result.text).not.toContain('All rights reserved');
    expect(result.wordCount).toBeGreaterThan(80);
    expect(result.truncated).toBeUndefined();
  });

  it('cuts long text at maxCharacters and says so', async () => {
    const result = await services.call('web_fetchContent', { url: `${web.url}/articles/green-roof-costs`, maxCharacters: 500 });
    expect(result.text.length).toBeLessThanOrEqual(501);
    expect(result.truncated).toContain('500 characters');
  });

  it('returns plain text and JSON as they are', async () => {
    expect(await services.call('web_fetchContent', { url: `${web.url}/notes.txt` })).toMatchObject({
      title: null,
      text: 'Plain notes.\nSecond line.',
      wordCount: 4,
    });
    expect((await services.call('web_fetchContent', { url: `${web.url}/data.json` })).text).toContain('"roofs": 3');
  });

  it('explains that a binary file is not a readable page', async () => {
    const result = await services.call('web_fetchContent', { url: `${web.url}/photo.png` });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'url', message: expect.stringContaining('image/png (512 bytes)') }] });
  });

  it('reports a missing page as NOT_FOUND and a private address as PERMISSION', async () => {
    expect((await services.call('web_fetchContent', { url: `${web.url}/articles/removed` })).error).toMatchObject({
      type: 'NOT_FOUND',
      message: expect.stringContaining('404'),
    });
    expect((await services.call('web_fetchContent', { url: 'http://172.16.0.1/wiki' })).error).toMatchObject({
      type: 'PERMISSION',
      message: expect.stringContaining('private network'),
    });
  });

  it('asks for the url when it is missing', async () => {
    expect((await services.call('web_fetchContent', {})).error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'url' }] });
  });
});
