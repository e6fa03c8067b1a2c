import { describe, expect, it } from 'vitest';
import { rememberedToolsToDeclare } from '../../server/tool-runtime/discovered-tools.ts';

describe('rememberedToolsToDeclare', () => {
  const remembered = ['cms_findImage', 'cms_getPageSections', 'cms_updateSectionContent'];

  it('brings back the remembered tool the new message pre-routes, and only that one', () => {
    expect(rememberedToolsToDeclare({ remembered, preRouted: 'cms_updateSectionContent', lastUsed: 'cms_findImage', refersBack: false })).toEqual([
      'cms_updateSectionContent',
    ]);
  });

  it('leaves remembered tools one search away when the message pre-routes nothing and refers to nothing (a question)', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: false })).toEqual([]);
  });

  it('declares none when the message names other tools', () => {
    expect(
      rememberedToolsToDeclare({
        remembered,
        preRouted: 'cms_listPosts',
        lastUsed: 'cms_findImage',
        refersBack: false,
      }),
    ).toEqual([]);
  });

  it('gives a message that finds no tool of its own but refers back ("update it") the tool used last', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: true })).toEqual(['cms_findImage']);
    expect(rememberedToolsToDeclare({ remembered, refersBack: true })).toEqual([]);
  });

  it('declares nothing remembered for a message that finds no tool and refers to nothing ("thanks!")', () => {
    expect(rememberedToolsToDeclare({ remembered, lastUsed: 'cms_findImage', refersBack: false })).toEqual([]);
  });
});
