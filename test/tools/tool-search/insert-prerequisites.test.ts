import { describe, expect, it } from 'vitest';
import { insertPrerequisites } from '../../../server/tools/tool-search/insert-prerequisites.ts';
import type { ToolMatch } from '../../../server/tools/tool-search/searchable-tool.ts';

const keyword = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'bm25' });
const prerequisitesOf = (name: string) => (name === 'cms_addImageToSection' ? ['cms_getPageSections', 'cms_findImage'] : []);

describe('insertPrerequisites', () => {
  it("places the best match's prerequisites after the strong matches and above the weak ones", () => {
    const matches = [
      keyword('cms_addImageToSection', 0.44),
      keyword('cms_updateSectionImage', 0.39),
      keyword('cms_listAllImages', 0.26),
      keyword('cms_addSectionToPage', 0.14),
      keyword('cms_findImage', 0.07),
    ];
    expect(insertPrerequisites({ matches, prerequisitesOf, limit: 10 })).toEqual([
      'cms_addImageToSection',
      'cms_updateSectionImage',
      'cms_listAllImages',
      'cms_getPageSections',
      'cms_findImage',
      'cms_addSectionToPage',
    ]);
  });

  it('leaves a ranking without prerequisites as it is, and nothing as nothing', () => {
    const matches = [keyword('cms_listPages', 1), keyword('cms_getPage', 0.3)];
    expect(insertPrerequisites({ matches, prerequisitesOf, limit: 5 })).toEqual(['cms_listPages', 'cms_getPage']);
    expect(insertPrerequisites({ matches: [], prerequisitesOf, limit: 5 })).toEqual([]);
  });

  it('makes room for the prerequisites within the limit when the strong matches would push them out', () => {
    // "delete post 'Holiday Gift Cards'": five strong deletion tools had left no room for what finds the post.
    const matches = [
      keyword('cms_addImageToSection', 0.5),
      keyword('cms_updateSectionImage', 0.48),
      keyword('cms_replaceImage', 0.47),
      keyword('cms_deleteImage', 0.45),
      keyword('cms_addSectionToPage', 0.4),
    ];
    expect(insertPrerequisites({ matches, prerequisitesOf, limit: 5 })).toEqual([
      'cms_addImageToSection',
      'cms_updateSectionImage',
      'cms_replaceImage',
      'cms_getPageSections',
      'cms_findImage',
      'cms_deleteImage',
      'cms_addSectionToPage',
    ]);
  });
});
