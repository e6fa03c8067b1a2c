import { describe, expect, it } from 'vitest';
import { toolAnnotations } from '../../server/mcp/tool-annotations.ts';
import { describeCmsTools } from '../../server/tools/cms/describe-cms-tools.ts';
import { CMS_TOOL_PHRASES } from '../../server/tools/cms/phrases.ts';
import { validateToolIndex } from '../../server/tools/tool-search/build-tool-index.ts';

const metadata = validateToolIndex({ tools: describeCmsTools(), phrases: CMS_TOOL_PHRASES });
const annotated = metadata.map((entry) => ({ ...entry, annotations: toolAnnotations(entry) }));
const names = (predicate: (entry: (typeof annotated)[number]) => boolean) =>
  annotated
    .filter(predicate)
    .map((entry) => entry.name)
    .sort();

describe('toolAnnotations', () => {
  it('marks exactly the safe tools read-only', () => {
    for (const entry of annotated) expect(entry.annotations.readOnlyHint, entry.name).toBe(entry.riskLevel === 'safe');
  });

  it('marks as destructive exactly the tools an editor must approve', () => {
    expect(names((entry) => entry.annotations.destructiveHint === true)).toEqual([
      'cms_deleteImage',
      'cms_deletePage',
      'cms_deletePageSection',
      'cms_deletePageSections',
      'cms_deletePost',
      'cms_removeNavigationItem',
      'cms_replaceImage',
      'http_post',
    ]);
  });

  it('marks as open-world the tools that reach any URL, the web or Pexels', () => {
    expect(names((entry) => entry.annotations.openWorldHint === true)).toEqual([
      'http_get',
      'http_post',
      'pexels_downloadPhoto',
      'pexels_searchPhotos',
      'web_deepResearch',
      'web_fetchContent',
      'web_quickSearch',
    ]);
  });

  it('calls no tool that creates something idempotent', () => {
    const creating = annotated.filter((entry) => /_(create|add|download)|http_post/.test(entry.name));
    expect(creating.length).toBeGreaterThan(5);
    for (const entry of creating) expect(entry.annotations.idempotentHint, entry.name).toBe(false);
  });

  it('gives every tool a distinct title', () => {
    const titles = annotated.map((entry) => entry.annotations.title);
    expect(new Set(titles).size).toBe(annotated.length);
    expect(annotated.find((entry) => entry.name === 'cms_getPageSections')?.annotations.title).toBe('Get page sections');
  });
});
