import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../server/store/section-repository.ts';
import { rewriteImageReferences } from '../../../../server/tools/cms/images/rewrite-image-references.ts';
import { describeImageSlots, findImageSlot } from '../../../../server/tools/cms/images/section-image-slot.ts';

const fields: TemplateField[] = [
  { name: 'heading', label: 'Heading', type: 'text', required: true },
  { name: 'backgroundImage', label: 'Background', type: 'image', required: true },
  { name: 'logo', label: 'Logo', type: 'image', required: false },
  {
    name: 'images',
    label: 'Photos',
    type: 'list',
    required: false,
    itemFields: [
      { name: 'image', label: 'Image', type: 'image', required: true },
      { name: 'caption', label: 'Caption', type: 'text', required: false },
    ],
  },
  {
    name: 'cards',
    label: 'Cards',
    type: 'list',
    required: true,
    itemFields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'icon', label: 'Icon', type: 'image', required: false },
    ],
  },
];

describe('section image slots', () => {
  const content = { heading: 'Hi', backgroundImage: 4, images: [{ image: 4, caption: 'A' }, { image: 5 }], cards: [{ title: 'One', icon: 4 }] };

  it('lists the image fields as the model should write them', () => {
    expect(describeImageSlots(fields, content)).toEqual([
      'backgroundImage',
      'logo',
      'images.<index>.image (index 0…1, or 2 to add an item)',
      'cards.<index>.icon (index 0…0, or 1 to add an item)',
    ]);
  });

  it('finds top-level and list slots, in dot or bracket form', () => {
    const top = findImageSlot(fields, content, 'backgroundImage', { allowAppend: false });
    expect(top).toMatchObject({ path: 'backgroundImage', currentImageId: 4 });
    const item = findImageSlot(fields, content, 'images[1].image', { allowAppend: false });
    expect(item).toMatchObject({ path: 'images.1.image', currentImageId: 5 });
    if ('problem' in item) throw new Error(item.problem);
    expect(item.patchWith(9)).toEqual({ images: [{ image: 4, caption: 'A' }, { image: 9 }] });
  });

  it('appends only when asked to, and explains a bad path', () => {
    expect(findImageSlot(fields, content, 'images.2.image', { allowAppend: true })).toMatchObject({ path: 'images.2.image', currentImageId: undefined });
    expect(findImageSlot(fields, content, 'images.2.image', { allowAppend: false })).toEqual({ problem: expect.stringContaining('0…1') });
    expect(findImageSlot(fields, content, 'heading', { allowAppend: true })).toEqual({ problem: expect.stringContaining('backgroundImage; logo') });
    expect(findImageSlot([], {}, 'image', { allowAppend: true })).toEqual({ problem: "this section's template has no image fields" });
  });
});

describe('rewriting image references', () => {
  const content = { heading: 'Hi', backgroundImage: 4, logo: 4, images: [{ image: 4, caption: 'A' }, { image: 5 }], cards: [{ title: 'One', icon: 4 }] };

  it('replaces every occurrence, patching whole lists', () => {
    expect(rewriteImageReferences(fields, content, { from: 4, to: 7 })).toEqual({
      patch: { backgroundImage: 7, logo: 7, images: [{ image: 7, caption: 'A' }, { image: 5 }], cards: [{ title: 'One', icon: 7 }] },
      paths: ['backgroundImage', 'logo', 'images.0.image', 'cards.0.icon'],
      blocked: [],
    });
  });

  it('clears: optional fields emptied, items needing the image removed, required top-level fields blocked', () => {
    expect(rewriteImageReferences(fields, content, { from: 4, to: null })).toEqual({
      patch: { logo: null, images: [{ image: 5 }], cards: [{ title: 'One' }] },
      paths: ['backgroundImage', 'logo', 'images.0.image', 'cards.0.icon'],
      blocked: ['backgroundImage'],
    });
  });

  it('blocks emptying a required list', () => {
    const required: TemplateField[] = [{ ...fields[3]!, required: true }];
    expect(rewriteImageReferences(required, { images: [{ image: 4 }] }, { from: 4, to: null }).blocked).toEqual(['images (would be left empty)']);
  });

  it('leaves content without the image alone', () => {
    expect(rewriteImageReferences(fields, content, { from: 99, to: 7 })).toEqual({ patch: {}, paths: [], blocked: [] });
  });
});
