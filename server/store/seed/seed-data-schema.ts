import { z } from 'zod';
import { PAGE_STATUSES } from '../page-repository.ts';
import { POST_STATUSES } from '../post-repository.ts';
import { TEMPLATE_FIELD_TYPES, type TemplateField } from '../section-repository.ts';

/**
 * The shape of each file in data/seed. Files refer to each other by natural keys (template name, page slug,
 * image filename, collection name); the seeder turns those into ids. Image values inside section content and
 * entry data are filenames here, ids in the store.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as "#2f5d3a"');

const templateField: z.ZodType<TemplateField> = z.lazy(() =>
  z.strictObject({
    name: text,
    label: text,
    type: z.enum(TEMPLATE_FIELD_TYPES),
    required: z.boolean(),
    description: text.optional(),
    itemFields: z.array(templateField).min(1).optional(),
  }),
);

const fieldValues = z.record(z.string(), z.unknown());

export const sectionTemplatesFile = z.array(z.strictObject({ name: text, label: text, description: text, fields: z.array(templateField).min(1) }));

export const imagesFile = z.array(
  z.strictObject({
    filename: z.string().regex(/^[a-z0-9-]+\.png$/, 'must be a lowercase .png filename such as "alpine-lake.png"'),
    altText: text,
    description: text,
    tags: z.array(text).min(1),
    credit: text.optional(),
    sourceUrl: z.url({ protocol: /^https?$/ }).optional(),
    placeholder: z.strictObject({
      layout: z.enum(['landscape', 'portrait', 'square']),
      sky: z.tuple([hexColour, hexColour]),
      ground: hexColour,
      accent: hexColour,
    }),
  }),
);

export const pagesFile = z.array(
  z.strictObject({
    slug,
    title: text,
    status: z.enum(PAGE_STATUSES),
    metaTitle: text.optional(),
    metaDescription: text.optional(),
    sections: z.array(z.strictObject({ template: text, content: fieldValues })),
  }),
);

export const postsFile = z.array(
  z
    .strictObject({
      title: text,
      slug: slug.optional(),
      status: z.enum(POST_STATUSES),
      /** Publication date relative to the moment of seeding, so "last week's post" always exists. */
      publishedDaysAgo: z.number().int().min(0).optional(),
      author: text,
      tags: z.array(text),
      featuredImage: text.optional(),
      excerpt: text,
      body: text,
    })
    .refine((post) => (post.status === 'draft') === (post.publishedDaysAgo === undefined), {
      message: 'published and archived posts need publishedDaysAgo; drafts must not have it',
      path: ['publishedDaysAgo'],
    }),
);

type NavigationSeedItem = { label: string; page?: string; url?: string; enabled?: boolean; children?: NavigationSeedItem[] };

const navigationItemShape = () => ({
  label: text,
  page: text.optional(),
  url: text.optional(),
  enabled: z.boolean().optional(),
  children: z.array(navigationItem).optional(),
});
const hasOneTarget = (item: NavigationSeedItem) => (item.page === undefined) !== (item.url === undefined);
const oneTargetMessage = { message: 'give exactly one of "page" (a page slug) and "url"' };

const navigationItem: z.ZodType<NavigationSeedItem> = z.lazy(() => z.strictObject(navigationItemShape()).refine(hasOneTarget, oneTargetMessage));

/** Top-level items name their menu; children belong to their parent's. */
export const navigationFile = z.array(
  z
    .strictObject({
      menu: z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase menu name such as "main"')
        .default('main'),
      ...navigationItemShape(),
    })
    .refine(hasOneTarget, oneTargetMessage),
);

export const collectionsFile = z.array(
  z.strictObject({
    name: slug,
    label: text,
    description: text,
    fields: z.array(templateField).min(1),
    entries: z.array(z.strictObject({ title: text, data: fieldValues })),
  }),
);

export type SeedData = {
  sectionTemplates: z.infer<typeof sectionTemplatesFile>;
  images: z.infer<typeof imagesFile>;
  pages: z.infer<typeof pagesFile>;
  posts: z.infer<typeof postsFile>;
  navigation: z.infer<typeof navigationFile>;
  collections: z.infer<typeof collectionsFile>;
};

export type SeedNavigationItem = NavigationSeedItem;

/** Each key of SeedData and the file it is read from, in dependency order. */
export const SEED_FILES = {
  sectionTemplates: { file: 'section-templates.json', schema: sectionTemplatesFile },
  images: { file: 'images.json', schema: imagesFile },
  pages: { file: 'pages.json', schema: pagesFile },
  posts: { file: 'posts.json', schema: postsFile },
  navigation: { file: 'navigation.json', schema: navigationFile },
  collections: { file: 'collections.json', schema: collectionsFile },
} as const;
