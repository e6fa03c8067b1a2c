import { describe, expect, it } from 'vitest';
import { toolEntityTypes } from '../../../server/tools/tool-search/tool-entity-types.ts';

const extracts = (entityType: 'section' | 'image') => ({ path: '', entityType, idField: 'id', nameField: 'name', isArray: false });

describe('toolEntityTypes', () => {
  it('gives a tool whose results name nothing the kind most tools of its category name, and a category without any none', () => {
    const types = toolEntityTypes([
      { name: 'cms_getPageSections', category: 'sections', extraction: extracts('section') },
      { name: 'cms_updateSectionContent', category: 'sections', extraction: extracts('section') },
      { name: 'cms_deletePageSection', category: 'sections', extraction: null },
      { name: 'cms_updateSectionImage', category: 'sections', extraction: extracts('image') },
      { name: 'cms_listChanges', category: 'history', extraction: null },
    ]);
    expect([...types]).toEqual([
      ['cms_getPageSections', 'section'],
      ['cms_updateSectionContent', 'section'],
      ['cms_deletePageSection', 'section'],
      ['cms_updateSectionImage', 'image'],
    ]);
  });
});
