import { describe, expect, it } from 'vitest';
import type { EntityType } from '../../../server/conversations/working-memory/entity-type.ts';
import { changeOfReadOnlyKind, kindNoun, siteKinds } from '../../../server/tools/tool-search/read-only-kinds.ts';
import type { ToolMatch } from '../../../server/tools/tool-search/searchable-tool.ts';
import type { ToolMetadata } from '../../../server/tools/tool-search/tool-metadata.ts';

const tool = (name: string, category: string, riskLevel: ToolMetadata['riskLevel'], entityType: EntityType) =>
  ({ name, category, riskLevel, extraction: { entityType } }) as Pick<ToolMetadata, 'name' | 'category' | 'riskLevel' | 'extraction'>;
const kinds = siteKinds([
  tool('cms_getCollectionEntries', 'entries', 'safe', 'entry'),
  tool('cms_getEntryContent', 'entries', 'safe', 'entry'),
  tool('cms_getPageSections', 'sections', 'safe', 'section'),
  tool('cms_updateSectionContent', 'sections', 'moderate', 'section'),
  tool('cms_listAllImages', 'images', 'safe', 'image'),
  tool('cms_deleteImage', 'images', 'destructive', 'image'),
  // What the web or Pexels gives is not the site's to change, though no tool changes it.
  tool('web_fetchContent', 'research', 'safe', 'webPage'),
  tool('pexels_searchPhotos', 'pexels', 'safe', 'stockPhoto'),
  tool('github__get_issue', 'github', 'safe', 'post'),
]);
const match = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'bm25' });

describe('siteKinds', () => {
  it("holds the site's kinds some tool reads and no tool changes, and which tools write", () => {
    expect([...kinds.readOnly]).toEqual(['entry']);
    expect(['cms_updateSectionContent', 'cms_deleteImage', 'cms_getEntryContent'].map(kinds.makesChanges)).toEqual([true, true, false]);
  });
});

describe('changeOfReadOnlyKind', () => {
  const ask = (matches: ToolMatch[], changesAsked: Parameters<typeof changeOfReadOnlyKind>[0]['changesAsked'], isQuestion = false) =>
    changeOfReadOnlyKind({ matches, changesAsked, isQuestion, kinds });

  it('names the kind when a change is asked of what the catalogue only reads', () => {
    // "update the FAQ entry's answer": the section editor came third, well below the entry tools.
    const matches = [match('cms_getEntryContent', 0.84), match('cms_getCollectionEntries', 0.54), match('cms_updateSectionContent', 0.2)];
    expect(ask(matches, ['change'])).toBe('entry');
  });

  it('says nothing when a strong match makes the change, the request only reads or asks, or the kind can be changed', () => {
    // "put Greg and Lin's testimonial into the home page's reviews" reads an entry and edits a section.
    expect(ask([match('cms_getCollectionEntries', 0.6), match('cms_updateSectionContent', 0.5)], ['change'])).toBeUndefined();
    // "replace a team member's headshot everywhere, including the team collection": the change may be the image's.
    expect(ask([match('cms_getCollectionEntries', 0.37), match('cms_getEntryContent', 0.36), match('cms_listAllImages', 0.32)], ['change'])).toBeUndefined();
    expect(ask([match('cms_getEntryContent', 0.84)], [])).toBeUndefined();
    expect(ask([match('cms_getEntryContent', 0.84)], ['add'], true)).toBeUndefined();
    expect(ask([match('cms_listAllImages', 0.7)], ['delete'])).toBeUndefined();
    expect(ask([match('web_fetchContent', 0.7)], ['add'])).toBeUndefined();
    expect(ask([match('search_vector', 0.7)], ['change'])).toBeUndefined();
    expect(ask([], ['change'])).toBeUndefined();
  });
});

describe('kindNoun', () => {
  it('reads a kind in plain plural words', () => {
    expect(['entry', 'template', 'stockPhoto', 'navigationItem'].map((kind) => kindNoun(kind as EntityType))).toEqual([
      'entries',
      'templates',
      'stock photos',
      'navigation items',
    ]);
  });
});
