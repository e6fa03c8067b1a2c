import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import type { ContentChange } from '../../../server/store/content-change.ts';
import type { CreateImageInput } from '../../../server/store/image-repository.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';
import { ConflictError, NotFoundError } from '../../../server/errors/cms-errors.ts';

const imageInput = (overrides: Partial<CreateImageInput> = {}): CreateImageInput => ({
  filename: 'mountain.png',
  storagePath: '2025-01/mountain-abc.png',
  mimeType: 'image/png',
  sizeBytes: 1200,
  width: 800,
  height: 600,
  altText: 'A mountain',
  description: 'A tall mountain.',
  tags: ['mountain'],
  ...overrides,
});

describe.each(DATABASE_BACKENDS)('image repository on %s', (backend) => {
  let store: CmsStore;
  let changes: ContentChange[];

  beforeAll(async () => {
    ({ store, changes } = await openContractStore(backend));
  });
  afterAll(() => store.close());

  it('stores an image and reads it back by id and filename, telling the index', async () => {
    const image = await store.images.create(imageInput({ filename: 'lake.png', sourceUrl: 'https://example.com/lake', credit: 'Ana' }));
    expect(image).toMatchObject({ filename: 'lake.png', width: 800, tags: ['mountain'], sourceUrl: 'https://example.com/lake', credit: 'Ana' });
    expect(await store.images.getById(image.id)).toEqual(image);
    expect(await store.images.getByFilename('lake.png')).toEqual(image);
    expect(changes).toContainEqual({ type: 'image', id: image.id });
  });

  it('leaves out source and credit when there are none', async () => {
    const image = await store.images.create(imageInput({ filename: 'plain.png' }));
    expect(image).not.toHaveProperty('sourceUrl');
    expect(image).not.toHaveProperty('credit');
  });

  it('makes a taken filename unique with a numeric suffix', async () => {
    const first = await store.images.create(imageInput({ filename: 'ridge.png' }));
    const second = await store.images.create(imageInput({ filename: 'ridge.png' }));
    const third = await store.images.create(imageInput({ filename: 'ridge.png' }));
    expect([first.filename, second.filename, third.filename]).toEqual(['ridge.png', 'ridge-2.png', 'ridge-3.png']);
  });

  it('returns the images among several ids in the order asked, skipping missing ones', async () => {
    const a = await store.images.create(imageInput({ filename: 'a.png' }));
    const b = await store.images.create(imageInput({ filename: 'b.png' }));
    expect((await store.images.getByIds([b.id, 99999, a.id])).map((image) => image.filename)).toEqual(['b.png', 'a.png']);
  });

  it('lists newest first, pages, and filters by tag ignoring case', async () => {
    await store.images.create(imageInput({ filename: 'tagged-1.png', tags: ['Winter'] }));
    await store.images.create(imageInput({ filename: 'tagged-2.png', tags: ['winter', 'snow'] }));
    const tagged = await store.images.list({ limit: 10, offset: 0, tag: 'WINTER' });
    expect(tagged).toEqual({
      total: 2,
      images: [expect.objectContaining({ filename: 'tagged-2.png' }), expect.objectContaining({ filename: 'tagged-1.png' })],
    });
    const page = await store.images.list({ limit: 1, offset: 1, tag: 'winter' });
    expect(page).toMatchObject({ total: 2, images: [{ filename: 'tagged-1.png' }] });
  });

  it('updates only the given fields and refuses a filename another image has', async () => {
    const image = await store.images.create(imageInput({ filename: 'old-name.png' }));
    const updated = await store.images.update(image.id, { altText: 'New alt', tags: ['x', 'y'] });
    expect(updated).toMatchObject({ filename: 'old-name.png', altText: 'New alt', description: 'A tall mountain.', tags: ['x', 'y'] });
    await expect(store.images.update(image.id, { filename: 'lake.png' })).rejects.toBeInstanceOf(ConflictError);
    expect((await store.images.update(image.id, { filename: 'old-name.png' })).filename).toBe('old-name.png');
    await expect(store.images.update(424242, { altText: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('deletes an image, unsets it as a featured image, and returns what it deleted', async () => {
    const image = await store.images.create(imageInput({ filename: 'doomed.png' }));
    const post = await store.posts.create({ title: 'Post', body: 'Body', author: 'Ana', featuredImageId: image.id });
    changes.length = 0;
    expect(await store.images.delete(image.id)).toMatchObject({ id: image.id, storagePath: '2025-01/mountain-abc.png' });
    expect(await store.images.getById(image.id)).toBeUndefined();
    expect((await store.posts.getById(post.id))?.featuredImageId).toBeNull();
    expect(changes).toEqual([{ type: 'image', id: image.id }]);
    expect(await store.images.delete(image.id)).toBeUndefined();
  });
});
