import { describe, expect, it } from 'vitest';
import { clip, collectTextValues, filenameWords, plainText, sentences } from '../../server/store/content-text.ts';
import type { TemplateField } from '../../server/store/section-repository.ts';

describe('content text', () => {
  it('collects the readable values of content by field type, skipping ids, numbers, flags and link targets', () => {
    const fields: TemplateField[] = [
      { name: 'heading', label: 'Heading', type: 'text', required: true },
      { name: 'photo', label: 'Photo', type: 'image', required: false },
      { name: 'action', label: 'Button', type: 'link', required: false },
      { name: 'stars', label: 'Stars', type: 'number', required: false },
      {
        name: 'items',
        label: 'Items',
        type: 'list',
        required: false,
        itemFields: [
          { name: 'title', label: 'Title', type: 'text', required: true },
          { name: 'image', label: 'Image', type: 'image', required: false },
        ],
      },
      { name: 'tags', label: 'Tags', type: 'list', required: false },
      { name: 'website', label: 'Website', type: 'text', required: false },
    ];
    const content = {
      heading: 'Find your **summit**',
      photo: 12,
      action: { label: 'Book now', href: '/book' },
      stars: 5,
      items: [{ title: 'Guides', image: 3 }, { title: 'Gear' }],
      tags: ['alpine'],
      website: 'https://example.com',
    };
    expect(collectTextValues(fields, content)).toEqual(['Find your summit', 'Book now', 'Guides', 'Gear', 'alpine']);
  });

  it('without fields, takes every string that is not an address', () => {
    expect(collectTextValues(undefined, { a: 'Hello', b: { c: ['World', '/path', 'mailto:x@y.z'] }, d: 7 })).toEqual(['Hello', 'World']);
  });

  it('reduces markdown to words', () => {
    expect(plainText('## Title\n\n- **Bold** item\n- [a link](https://x.y)\n> quote')).toBe('Title Bold item a link quote');
  });

  it('clips at a word boundary with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    const clipped = clip('The quick brown fox jumps over the lazy dog', 20);
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clipped).toBe('The quick brown fox…');
  });

  it('turns filenames into words and parts into sentences', () => {
    expect(filenameWords('alpine-summit_sunrise-2.png')).toBe('alpine summit sunrise');
    expect(sentences(['Title', '', null, 'Done!', 'Body'])).toBe('Title. Done! Body.');
  });
});
