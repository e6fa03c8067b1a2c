import { describe, expect, it } from 'vitest';
import { collectImageIds, isValidHref, mergeContent, validateSectionContent, validateTemplateFields } from '../../server/store/section-content.ts';
import { FEATURES_FIELDS, HERO_FIELDS } from '../tools/cms/sections/section-fixtures.ts';

const noImages = new Set<number>();

describe('validateSectionContent', () => {
  it('accepts content that fits, including an existing image and a site-path link', () => {
    const content = { heading: 'Welcome', body: 'We **bake**', image: 7, cta: { label: 'About', href: '/about' } };
    expect(validateSectionContent({ fields: HERO_FIELDS, content, existingImageIds: new Set([7]) })).toEqual([]);
  });

  it('reports every problem at once: unknown field, wrong type, missing required field, missing image, bad link', () => {
    const content = { subtitle: 'x', body: 42, image: 99, cta: { label: '', href: 'javascript:alert(1)', target: '_blank' } };
    const problems = validateSectionContent({ fields: HERO_FIELDS, content, existingImageIds: noImages });
    expect(problems.map((problem) => problem.field).sort()).toEqual([
      'content.body',
      'content.cta.href',
      'content.cta.label',
      'content.cta.target',
      'content.heading',
      'content.image',
      'content.subtitle',
    ]);
    expect(problems.find((problem) => problem.field === 'content.image')?.message).toContain('no image has id 99');
    expect(problems.find((problem) => problem.field === 'content.subtitle')?.message).toContain('heading, body, image, cta');
  });

  it('validates list items against their item fields, with the item index in the path', () => {
    const content = { title: 'Why us', items: [{ title: 'Fresh' }, { icon: 3 }, 'loose'], tags: ['a', 2], highlighted: 'yes', columns: Infinity };
    const problems = validateSectionContent({ fields: FEATURES_FIELDS, content, existingImageIds: noImages, path: 'sections[1].content' });
    expect(problems.map((problem) => problem.field).sort()).toEqual([
      'sections[1].content.columns',
      'sections[1].content.highlighted',
      'sections[1].content.items[1].icon',
      'sections[1].content.items[1].title',
      'sections[1].content.items[2]',
      'sections[1].content.tags[1]',
    ]);
  });

  it('treats blank strings and empty lists as missing for required fields', () => {
    const problems = validateSectionContent({ fields: FEATURES_FIELDS, content: { title: '  ', items: [] }, existingImageIds: noImages });
    expect(problems.map((problem) => problem.field)).toEqual(['content.title', 'content.items']);
  });

  it('rejects content that is not an object', () => {
    expect(validateSectionContent({ fields: HERO_FIELDS, content: ['Welcome'], existingImageIds: noImages })).toEqual([
      { field: 'content', message: expect.stringContaining('object') },
    ]);
  });
});

describe('collectImageIds', () => {
  it('finds image ids in top-level fields and in list items, ignoring values that cannot be ids', () => {
    expect(collectImageIds(FEATURES_FIELDS, { items: [{ icon: 4 }, { icon: 'x' }, { icon: 5 }] })).toEqual([4, 5]);
    expect(collectImageIds(HERO_FIELDS, { image: -1 })).toEqual([]);
  });
});

describe('isValidHref', () => {
  it('allows http(s) URLs and site paths only', () => {
    expect(['https://example.com/a', 'http://example.com', '/', '/about', '/blog/first-post#top'].every(isValidHref)).toBe(true);
    expect(['ftp://example.com', 'javascript:alert(1)', '//evil.example', 'about', '/About Us'].some(isValidHref)).toBe(false);
  });
});

describe('mergeContent', () => {
  it('replaces top-level keys and drops keys set to null', () => {
    expect(mergeContent({ heading: 'Old', body: 'Keep', image: 3 }, { heading: 'New', image: null })).toEqual({ heading: 'New', body: 'Keep' });
  });
});

describe('validateTemplateFields', () => {
  it('names duplicate names, bad types and misplaced item fields', () => {
    const problems = validateTemplateFields([
      { name: 'heading', label: 'Heading', type: 'text', required: true },
      { name: 'heading', label: 'Again', type: 'text', required: false },
      { name: 'Bad name', label: '', type: 'colour' as never, required: false, itemFields: [] },
    ]);
    expect(problems.map((problem) => problem.field)).toEqual(['fields[1].name', 'fields[2].name', 'fields[2].label', 'fields[2].type', 'fields[2].itemFields']);
  });
});
