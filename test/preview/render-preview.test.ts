import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewLinks } from '../../server/preview/preview-links.ts';
import { RENDERED_TEMPLATES } from '../../server/preview/render-section.ts';
import { renderBlogPreview, renderPagePreview, renderPostPreview } from '../../server/preview/render-preview.ts';
import { createTestStore, type TestStore } from '../support/test-store.ts';

let testStore: TestStore;
const links = createPreviewLinks({ access: 'test-access' });

beforeAll(async () => {
  testStore = await createTestStore();
});
afterAll(() => testStore.cleanup());

const render = async (slug: string) => (await renderPagePreview({ store: testStore.store, links, slug }))!;

describe('the preview of the site', () => {
  it("renders every section template the demo site uses with its own renderer, each page's sections in order", async () => {
    const used = new Set<string>();
    for (const page of await testStore.store.pages.list()) {
      const sections = await testStore.store.sections.listByPage(page.id);
      const document = await render(page.slug);
      expect([...document.matchAll(/data-template="([^"]+)"/g)].map((match) => match[1])).toEqual(sections.map((section) => section.templateName));
      for (const section of sections) used.add(section.templateName);
      expect(document).not.toContain('class="missing-image');
      expect(document).not.toContain('class="generic"');
    }
    expect([...used].sort()).toEqual((await testStore.store.sectionTemplates.listNames()).sort());
    expect(RENDERED_TEMPLATES.sort()).toEqual([...used].sort());
  });

  it('shows headings, library images with their alt text, collection entries and the menus', async () => {
    const home = await render('home');
    const hero = (await testStore.store.sections.listByPage((await testStore.store.pages.getBySlug('home'))!.id))[0]!;
    expect(home).toContain(`<h1>${hero.content.heading}</h1>`);
    expect(home).toContain(`background-image: url(&#39;/preview/media/${hero.content.backgroundImage}?access=test-access&#39;)`);
    expect(home).toMatch(/<nav aria-label="Main menu"><ul><li><a href="\/preview\/home\?access=test-access">Home<\/a>/);
    // The disabled Careers link is not on the site, so not in the preview either.
    expect(home).not.toMatch(/>Careers<\/a>/);
    const about = await render('about');
    expect(about).toContain('Elena Marsh');
    expect(about).toMatch(/<img class="portrait" src="\/preview\/media\/\d+\?access=test-access" alt="[^"]+"/);
    expect(await render('pricing')).toMatch(/<details><summary>[^<]+\?<\/summary>/);
  });

  it('marks drafts, and renders the blog and its posts whatever their status', async () => {
    expect(await render('careers')).toContain('Draft: not on the live site');
    expect(await render('home')).not.toContain('Draft: not on the live site');
    const { posts } = await testStore.store.posts.list({ limit: 50, offset: 0, status: 'draft' });
    expect(await renderBlogPreview({ store: testStore.store, links })).toContain(posts[0]!.title);
    expect(await renderPostPreview({ store: testStore.store, links, slug: posts[0]!.slug })).toContain('Draft: not on the live site');
    expect(await renderPostPreview({ store: testStore.store, links, slug: 'no-such-post' })).toBeUndefined();
    expect(await renderPagePreview({ store: testStore.store, links, slug: 'no-such-page' })).toBeUndefined();
  });

  it('never turns content into markup: text is escaped, HTML in rich text is shown as text, unsafe links are dropped', async () => {
    const page = await testStore.store.pages.create({ slug: 'tricky', title: 'Tricky <b>title</b>' });
    await testStore.store.sections.create({
      pageId: page.id,
      templateName: 'text',
      content: {
        heading: '<script>alert(1)</script>',
        body: 'Hi <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ok](/pricing) [web](https://example.com)',
      },
    });
    const document = await render('tricky');
    expect(document).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(document).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(document).not.toContain('javascript:');
    expect(document).toContain('<a href="/preview/pricing?access=test-access">ok</a>');
    expect(document).toContain('<a href="https://example.com">web</a>');
    expect(document).toContain('<title>Tricky &lt;b&gt;title&lt;/b&gt; · Preview</title>');
  });
});
