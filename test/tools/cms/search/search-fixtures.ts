import type { CmsRepositories } from '../../../../server/store/cms-store.ts';
import { defineImageTemplates } from '../images/image-fixtures.ts';

/** A small site with one of each searchable kind, written through the store. */
export async function createSmallSite(store: Pick<CmsRepositories, 'pages' | 'sections' | 'sectionTemplates' | 'posts' | 'collections' | 'images'>) {
  await defineImageTemplates(store);
  const pricing = await store.pages.create({ slug: 'pricing', title: 'Pricing', metaDescription: 'Prices for guided hikes and courses.' });
  const about = await store.pages.create({ slug: 'about', title: 'About us', metaDescription: 'Who we are and how we guide.' });
  const card = await store.sections.create({
    pageId: about.id,
    templateName: 'card',
    content: { heading: 'Our safety record', body: 'Every guide carries a **satellite messenger** and a first-aid kit.' },
  });
  const post = await store.posts.create({
    title: 'Choosing Trail Running Shoes',
    excerpt: 'Grip, fit and drop: how to pick shoes for rocky trails.',
    body: 'Trail shoes need lugs that grip mud and rock.',
    author: 'Ana',
  });
  await store.collections.create({
    name: 'faq',
    label: 'Frequently asked questions',
    description: 'Questions guests ask.',
    fields: [{ name: 'answer', label: 'Answer', type: 'richText', required: true }],
  });
  const entry = await store.collections.createEntry({
    collection: 'faq',
    title: 'Can I bring my dog?',
    data: { answer: 'Dogs are welcome on day hikes if they are on a leash.' },
  });
  const image = await store.images.create({
    filename: 'kayak-lake.png',
    storagePath: 'test/kayak-lake.png',
    mimeType: 'image/png',
    sizeBytes: 10,
    width: 4,
    height: 3,
    altText: 'Two kayaks on a calm lake',
    description: 'Paddling on still water.',
    tags: ['kayak', 'water'],
  });
  return { pricing, about, card, post, entry, image };
}
