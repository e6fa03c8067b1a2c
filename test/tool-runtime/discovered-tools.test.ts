import { describe, expect, it } from 'vitest';
import { rememberedToolsToDeclare } from '../../server/tool-runtime/discovered-tools.ts';

describe('rememberedToolsToDeclare', () => {
  const remembered = ['cms_findImage', 'cms_getPageSections', 'cms_updateSectionContent'];

  it('keeps the remembered tools the new message ranks first or second, in discovery order', () => {
    const ranked = ['cms_updateSectionContent', 'cms_getPageSections', 'cms_getSectionContent'];
    expect(rememberedToolsToDeclare({ remembered, ranked, preRouted: 'cms_updateSectionContent', lastUsed: 'cms_findImage', refersBack: false })).toEqual([
      'cms_getPageSections',
      'cms_updateSectionContent',
    ]);
  });

  it('leaves a remembered tool the message ranks lower one search away (a question that only mentions it)', () => {
    const ranked = ['cms_getSectionFields', 'cms_listSectionTemplates', 'cms_getPageSections', 'cms_updateSectionContent'];
    expect(rememberedToolsToDeclare({ remembered, ranked, lastUsed: 'cms_findImage', refersBack: false })).toEqual([]);
  });

  it('declares none when the message names other tools', () => {
    expect(
      rememberedToolsToDeclare({
        remembered,
        ranked: ['cms_listPosts', 'cms_getPost'],
        preRouted: 'cms_listPosts',
        lastUsed: 'cms_findImage',
        refersBack: false,
      }),
    ).toEqual([]);
  });

  it('gives a message that finds no tool of its own but refers back ("update it") the tool used last', () => {
    expect(rememberedToolsToDeclare({ remembered, ranked: [], lastUsed: 'cms_findImage', refersBack: true })).toEqual(['cms_findImage']);
    expect(rememberedToolsToDeclare({ remembered, ranked: [], refersBack: true })).toEqual([]);
  });

  it('declares nothing remembered for a message that finds no tool and refers to nothing ("thanks!")', () => {
    expect(rememberedToolsToDeclare({ remembered, ranked: [], lastUsed: 'cms_findImage', refersBack: false })).toEqual([]);
  });
});
