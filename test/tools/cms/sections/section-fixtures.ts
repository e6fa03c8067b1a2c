import type { CmsRepositories } from '../../../../server/store/cms-store.ts';
import type { TemplateField } from '../../../../server/store/section-repository.ts';

/** Two templates covering every field type: a hero, and a feature grid with a list of objects. */
export const HERO_FIELDS: TemplateField[] = [
  { name: 'heading', label: 'Heading', type: 'text', required: true, description: 'Main headline' },
  { name: 'body', label: 'Body', type: 'richText', required: false },
  { name: 'image', label: 'Background image', type: 'image', required: false },
  { name: 'cta', label: 'Call to action', type: 'link', required: false },
];

export const FEATURES_FIELDS: TemplateField[] = [
  { name: 'title', label: 'Title', type: 'text', required: true },
  {
    name: 'items',
    label: 'Features',
    type: 'list',
    required: true,
    itemFields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'icon', label: 'Icon', type: 'image', required: false },
    ],
  },
  { name: 'tags', label: 'Tags', type: 'list', required: false },
  { name: 'highlighted', label: 'Highlighted', type: 'boolean', required: false },
  { name: 'columns', label: 'Columns', type: 'number', required: false },
];

export async function createTemplates(store: Pick<CmsRepositories, 'sectionTemplates'>): Promise<void> {
  await store.sectionTemplates.create({ name: 'hero', label: 'Hero banner', description: 'Big headline at the top of a page', fields: HERO_FIELDS });
  await store.sectionTemplates.create({ name: 'features', label: 'Feature grid', description: 'A grid of short features', fields: FEATURES_FIELDS });
}

/** A page with one hero section per heading, in order. */
export async function createPageWithHeroes(store: Pick<CmsRepositories, 'pages' | 'sections'>, slug: string, headings: string[]) {
  const page = await store.pages.create({ slug, title: slug });
  const sections = [];
  for (const heading of headings) sections.push(await store.sections.create({ pageId: page.id, templateName: 'hero', content: { heading } }));
  return { page, sections };
}

/** Headings of a page's sections in position order: what a visitor would see top to bottom. */
export async function headingsOf(store: Pick<CmsRepositories, 'sections'>, pageId: number): Promise<unknown[]> {
  return (await store.sections.listByPage(pageId)).map((section) => section.content.heading);
}

/** An image row without a file behind it: enough for image fields, which only check that the id exists. */
export async function createImageRecord(store: Pick<CmsRepositories, 'images'>, filename = 'bakery.png') {
  return store.images.create({
    filename,
    storagePath: `test/${filename}`,
    mimeType: 'image/png',
    sizeBytes: 100,
    width: 10,
    height: 10,
    altText: 'A bakery',
    description: '',
    tags: [],
  });
}
