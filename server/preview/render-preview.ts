import type { CollectionEntryRecord } from '../store/collection-repository.ts';
import type { CmsRepositories } from '../store/cms-store.ts';
import type { PostRecord } from '../store/post-repository.ts';
import { collectImageIds } from '../store/section-content.ts';
import type { SectionRecord } from '../store/section-repository.ts';
import { html } from './html.ts';
import type { PreviewLinks } from './preview-links.ts';
import { COLLECTION_OF_TEMPLATE } from './render-collection-section.ts';
import { type RenderContext, renderImage } from './render-context.ts';
import { type Menus, renderDocument } from './render-document.ts';
import { renderMarkdown } from './render-markdown.ts';
import { renderSection } from './render-section.ts';

/** What previews read; they never write. */
export type PreviewStore = Pick<CmsRepositories, 'pages' | 'sections' | 'sectionTemplates' | 'images' | 'navigation' | 'collections' | 'posts'>;

type PreviewOptions = { store: PreviewStore; links: PreviewLinks };

const ENTRIES_SHOWN = 200;

async function loadMenus(store: PreviewStore): Promise<Menus> {
  const [main, footer] = await Promise.all([store.navigation.getTree('main'), store.navigation.getTree('footer')]);
  return { main, footer };
}

async function loadEntries(store: PreviewStore, sections: readonly SectionRecord[]): Promise<Map<string, CollectionEntryRecord[]>> {
  const names = [...new Set(sections.flatMap((section) => COLLECTION_OF_TEMPLATE[section.templateName] ?? []))];
  const known = new Set(await store.collections.listNames());
  const lists = await Promise.all(
    names
      .filter((name) => known.has(name))
      .map(async (name) => [name, (await store.collections.listEntries({ collection: name, limit: ENTRIES_SHOWN, offset: 0 })).entries] as const),
  );
  return new Map(lists);
}

/** The images the sections and the entries they show refer to, looked up once. */
async function loadImages(store: PreviewStore, sections: readonly SectionRecord[], entries: ReadonlyMap<string, readonly CollectionEntryRecord[]>) {
  const templates = new Map((await store.sectionTemplates.list()).map((template) => [template.name, template.fields]));
  const collections = await Promise.all([...entries.keys()].map((name) => store.collections.getByName(name)));
  const ids = [
    ...sections.flatMap((section) => collectImageIds(templates.get(section.templateName) ?? [], section.content)),
    ...collections.flatMap((collection) =>
      collection ? (entries.get(collection.name) ?? []).flatMap((entry) => collectImageIds(collection.fields, entry.data)) : [],
    ),
  ];
  return new Map((await store.images.getByIds([...new Set(ids)])).map((image) => [image.id, image]));
}

/** A page of the site with its sections, drafts included; undefined when there is no such page. */
export async function renderPagePreview({ store, links, slug }: PreviewOptions & { slug: string }): Promise<string | undefined> {
  const page = await store.pages.getBySlug(slug);
  if (!page) return undefined;
  const sections = await store.sections.listByPage(page.id);
  const entries = await loadEntries(store, sections);
  const context: RenderContext = { links, entries, images: await loadImages(store, sections, entries) };
  const content = sections.length > 0 ? sections.map((section) => renderSection(section, context)) : html`<p class="muted">This page has no sections yet.</p>`;
  return renderDocument({
    title: page.title,
    path: `/${page.slug}`,
    draft: page.status === 'draft',
    menus: await loadMenus(store),
    links,
    content: html`${content}`,
  });
}

const postDate = (post: PostRecord) => (post.publishedAt ? post.publishedAt.slice(0, 10) : 'not published');

/** Every post, newest first, with its status: drafts and archived posts included. */
export async function renderBlogPreview({ store, links }: PreviewOptions): Promise<string> {
  const { posts } = await store.posts.list({ limit: ENTRIES_SHOWN, offset: 0 });
  const content = html`<section class="section"><h1>Blog</h1>
    <ul class="grid">${posts.map(
      (post) => html`<li class="card"><h3><a href="${links.post(post.slug)}">${post.title}</a></h3>
        <p class="post-meta">${postDate(post)} · ${post.author} <span class="status">${post.status}</span></p><p>${post.excerpt}</p></li>`,
    )}</ul></section>`;
  return renderDocument({ title: 'Blog', path: '/blog', draft: false, menus: await loadMenus(store), links, content });
}

/** One blog post with its featured image and body; undefined when there is no such post. */
export async function renderPostPreview({ store, links, slug }: PreviewOptions & { slug: string }): Promise<string | undefined> {
  const post = await store.posts.getBySlug(slug);
  if (!post) return undefined;
  const images = new Map((await store.images.getByIds(post.featuredImageId === null ? [] : [post.featuredImageId])).map((image) => [image.id, image]));
  const context: RenderContext = { links, images, entries: new Map() };
  const content = html`<article class="section post"><h1>${post.title}</h1>
    <p class="post-meta">${postDate(post)} · ${post.author} <span class="status">${post.status}</span>${post.tags.length > 0 && ` · ${post.tags.join(', ')}`}</p>
    ${renderImage(context, post.featuredImageId ?? undefined)}
    <div class="rich-text">${renderMarkdown(post.body, links)}</div></article>`;
  return renderDocument({ title: post.title, path: `/blog/${post.slug}`, draft: post.status !== 'published', menus: await loadMenus(store), links, content });
}
