import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolInputJsonSchema } from '../../../../server/tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../../../../server/tools/load-schema-choices.ts';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { failWritesTouching, labelsOf } from './navigation-fixtures.ts';

describe('cms_addNavigationItem', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await services.store.pages.create({ slug: 'about', title: 'About us' });
  });
  afterAll(() => services.cleanup());

  it('declares the same schema however many pages the site has, so a new page does not change the cached prefix', async () => {
    const tool = services.tools.find((candidate) => candidate.name === 'cms_addNavigationItem')!;
    const before = JSON.stringify(toolInputJsonSchema(tool, await loadSchemaChoices(services.store)));
    await services.store.pages.create({ slug: 'opening-hours', title: 'Opening hours' });
    expect(JSON.stringify(toolInputJsonSchema(tool, await loadSchemaChoices(services.store)))).toBe(before);
  });

  it('appends a page link to the main menu by default', async () => {
    const result = await services.call('cms_addNavigationItem', { label: 'About', pageSlug: 'about' });
    expect(result.item).toMatchObject({
      menu: 'main',
      label: 'About',
      target: { page: 'about', pageTitle: 'About us' },
      parentId: null,
      position: 1,
      enabled: true,
    });
    const appended = await services.call('cms_addNavigationItem', { label: 'Blog', url: '/blog' });
    expect(appended.item).toMatchObject({ target: { url: '/blog' }, position: 2 });
  });

  it('inserts at a position, moving the later siblings down', async () => {
    const result = await services.call('cms_addNavigationItem', { label: 'Home', url: '/', position: 1 });
    expect(result.siblings.map((sibling: { label: string }) => sibling.label)).toEqual(['Home', 'About', 'Blog']);
    expect(result.siblings.map((sibling: { position: number }) => sibling.position)).toEqual([1, 2, 3]);
  });

  it('nests an item under a parent', async () => {
    const [about] = (await services.store.navigation.list('main')).filter((item) => item.label === 'About');
    const result = await services.call('cms_addNavigationItem', { label: 'Team', url: '/about#team', parentId: about!.id });
    expect(result.item).toMatchObject({ parentId: about!.id, position: 1 });
    expect(await labelsOf(services, 'main', about!.id)).toEqual(['Team']);
  });

  it('refuses a page that does not exist, naming the closest slugs, and adds nothing', async () => {
    const before = (await services.store.navigation.list('main')).length;
    const result = await services.call('cms_addNavigationItem', { label: 'Ghost', pageSlug: 'abuot' });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('about') });
    expect(await services.store.navigation.list('main')).toHaveLength(before);
  });

  it('names every bad field at once: empty label, two targets, a parent that does not exist', async () => {
    const result = await services.call('cms_addNavigationItem', { label: ' ', pageSlug: 'about', url: '/x', parentId: 999 });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['label', 'parentId', 'url']);
  });

  it('refuses a malformed URL and a missing target', async () => {
    expect((await services.call('cms_addNavigationItem', { label: 'Bad', url: 'javascript:alert(1)' })).error.fields).toEqual([
      { field: 'url', message: expect.any(String) },
    ]);
    expect((await services.call('cms_addNavigationItem', { label: 'Nowhere' })).error.fields).toEqual([
      { field: 'pageSlug', message: expect.stringContaining('url') },
    ]);
  });

  it('leaves the order as it was when the write fails halfway', async () => {
    await services.call('cms_addNavigationItem', { menu: 'footer', label: 'Press', url: '/press' });
    await services.call('cms_addNavigationItem', { menu: 'footer', label: 'Explode', url: '/explode' });
    const restore = await failWritesTouching(services, 'Explode');
    try {
      // Inserting first renumbers Press and then Explode, whose update fails.
      const result = await services.call('cms_addNavigationItem', { menu: 'footer', label: 'Jobs', url: '/jobs', position: 1 });
      expect(result.error.type).toBe('INTERNAL');
    } finally {
      await restore();
    }
    const footer = await services.store.navigation.list('footer');
    expect(footer.map(({ label, position }) => ({ label, position }))).toEqual([
      { label: 'Press', position: 1 },
      { label: 'Explode', position: 2 },
    ]);
  });
});
