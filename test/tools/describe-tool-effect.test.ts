import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsTool } from '../../server/tools/define-cms-tool.ts';
import { describeToolEffect } from '../../server/tools/describe-tool-effect.ts';
import { loadSchemaChoices } from '../../server/tools/load-schema-choices.ts';
import { createTestStore, type TestStore } from '../support/test-store.ts';

let testStore: TestStore;

beforeAll(async () => {
  testStore = await createTestStore();
});
afterAll(() => testStore.cleanup());

const describeCall = async (name: string, input: unknown) =>
  describeToolEffect(testStore.tools.find((tool) => tool.name === name) as CmsTool, input, await loadSchemaChoices(testStore.store));

async function sectionsOf(slug: string) {
  const page = (await testStore.store.pages.getBySlug(slug))!;
  return testStore.store.sections.listByPage(page.id);
}

describe('what an approval card says a call would do', () => {
  it('every tool that needs approval can say it', () => {
    expect(testStore.tools.filter((tool) => tool.requiresConfirmation && !tool.describeEffect).map((tool) => tool.name)).toEqual([]);
  });

  it('names the page and what goes with it', async () => {
    expect(await describeCall('cms_deletePage', { slug: 'careers' })).toBe('Delete page Careers: its 4 sections and 1 menu link go too');
    await testStore.store.pages.create({ slug: 'empty', title: 'Empty' });
    expect(await describeCall('cms_deletePage', { slug: 'empty' })).toBe('Delete page Empty (it has no sections or menu links)');
  });

  it('names sections by page, template and their first words', async () => {
    const [hero, , , , , cta] = await sectionsOf('home');
    expect(await describeCall('cms_deletePageSection', { sectionId: cta!.id })).toBe(
      "Delete section Home › Call to action ('Ready for your first summit?'); the sections below move up",
    );
    expect(await describeCall('cms_deletePageSections', { pageSlug: 'home', sectionIds: [hero!.id, cta!.id, 99_999] })).toBe(
      "Delete 2 sections of Home: Hero banner ('Find your summit'), Call to action ('Ready for your first summit?') (1 other id is not on this page and will be skipped)",
    );
  });

  it('names posts, menu links, images and outbound requests', async () => {
    expect(await describeCall('cms_deletePost', { slug: 'five-day-hikes-near-cedar-pass' })).toMatch(
      /^Delete post 'Five Day Hikes Near Cedar Pass Every Visitor Should Try' \(published \d{4}-\d{2}-\d{2}\)$/,
    );
    const services = (await testStore.store.navigation.list('main')).find((item) => item.label === 'Services')!;
    expect(await describeCall('cms_removeNavigationItem', { id: services.id })).toBe('Remove menu link Main menu › Services and the 4 links nested under it');
    const hikers = (await testStore.store.images.getByFilename('hikers-on-ridge.png'))!;
    expect(await describeCall('cms_deleteImage', { imageId: hikers.id })).toMatch(
      /^Delete image hikers-on-ridge\.png and its file for good \(this cannot be undone\)\. It is still used in \d+ places?, so the call will be refused: hero section \d+ on \/home/,
    );
    const other = (await testStore.store.images.getByFilename('alpine-summit-sunrise.png'))!;
    expect(await describeCall('cms_replaceImage', { fromImageId: hikers.id, toImageId: other.id })).toMatch(
      /^Show image alpine-summit-sunrise\.png instead of hikers-on-ridge\.png in \d+ places?: hero section/,
    );
    expect(await describeCall('http_post', { url: 'https://hooks.example.com/new', body: { page: 'home' } })).toBe(
      'Send a POST request with 15 characters of JSON to https://hooks.example.com/new, a site outside the CMS',
    );
  });

  it('falls back to the tool and its arguments, with why the call will fail', async () => {
    expect(await describeCall('cms_deletePage', { slug: 'carers' })).toMatch(/^cms_deletePage \(slug: carers\)\. No page "carers"\..*careers/);
    expect(await describeCall('cms_deletePage', {})).toBe('cms_deletePage (). The arguments are not valid, so the call will fail.');
  });
});
