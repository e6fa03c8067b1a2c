import { describe, expect, it } from 'vitest';
import { rememberedToolsToDeclare } from '../../server/tool-runtime/discovered-tools.ts';

describe('rememberedToolsToDeclare', () => {
  const remembered = ['cms_findImage', 'cms_getPageSections', 'cms_updateSectionContent'];

  it('brings back the remembered tool the new message pre-routes, and only that one', () => {
    expect(rememberedToolsToDeclare({ remembered, preRouted: 'cms_updateSectionContent', lastUsed: 'cms_findImage', refersBack: false, ranked: [] })).toEqual([
      'cms_updateSectionContent',
    ]);
  });

  it('leaves remembered tools one search away when the message pre-routes nothing and refers to nothing (a question)', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: false, ranked: ['cms_findImage'] })).toEqual([]);
  });

  it('declares none when the message names other tools', () => {
    expect(
      rememberedToolsToDeclare({
        remembered,
        preRouted: 'cms_listPosts',
        lastUsed: 'cms_findImage',
        refersBack: false,
        ranked: ['cms_listPosts', 'cms_findImage'],
      }),
    ).toEqual([]);
  });

  it('gives a message that pre-routes nothing but refers back ("and the campfire one?") the tool used last, when its ranking found it or nothing', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: true, ranked: ['cms_searchImages', 'cms_findImage'] })).toEqual([
      'cms_findImage',
    ]);
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: true, ranked: [] })).toEqual(['cms_findImage']);
    expect(rememberedToolsToDeclare({ remembered, refersBack: true, ranked: ['cms_findImage'] })).toEqual([]);
  });

  it('leaves the tool used last one search away when the message points back but asks about something else', () => {
    // "¿Qué título SEO le pusimos a la página de contacto?": "le" points back, the ranking is about pages.
    expect(
      rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: true, ranked: ['cms_getPage', 'cms_updatePage', 'cms_listPages'] }),
    ).toEqual([]);
  });

  it('declares nothing remembered for a message that finds no tool and refers to nothing ("thanks!")', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: false, ranked: [] })).toEqual([]);
  });
});
