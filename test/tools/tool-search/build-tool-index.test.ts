import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToolIndexError, toSearchableTool, toSiteTemplate, validateToolIndex } from '../../../server/tools/tool-search/build-tool-index.ts';
import type { ToolPhrases } from '../../../server/tools/tool-search/tool-metadata.ts';
import { defineCmsTool, inCategory } from '../../../server/tools/define-cms-tool.ts';

const tools = inCategory('pages', [
  defineCmsTool({
    name: 'cms_getPage',
    description: 'Get one page by slug, with its sections in order.',
    risk: 'safe',
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
    inputSchema: z.object({ slug: z.string().describe('Page slug') }),
    execute: async () => ({}),
  }),
  defineCmsTool({
    name: 'cms_deletePage',
    description: 'Delete a page and all of its sections.',
    risk: 'destructive',
    extraction: null,
    inputSchema: (choices) => z.object({ template: z.enum(choices.templateNames.length ? (choices.templateNames as [string]) : ['x']) }),
    execute: async () => ({}),
  }),
] as const);

const facts = (overrides: Partial<ToolPhrases> = {}): ToolPhrases => ({
  phrases: { en: ['show me the page', 'open the page', 'what is on the page'] },
  relatedTools: [],
  ...overrides,
});

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolIndexError) return error.problems;
    throw error;
  }
  return [];
}

describe('validateToolIndex', () => {
  it('joins tool modules with their phrases', () => {
    const metadata = validateToolIndex({ tools, phrases: { cms_getPage: facts(), cms_deletePage: facts({ relatedTools: ['cms_getPage'] }) } });
    expect(metadata.find((entry) => entry.name === 'cms_deletePage')).toMatchObject({
      title: 'Delete page',
      category: 'pages',
      riskLevel: 'destructive',
      requiresConfirmation: true,
      idempotent: false,
      parameterNames: ['template'],
      relatedTools: ['cms_getPage'],
    });
  });

  it('lists every problem at once', () => {
    const problems = problemsOf(() =>
      validateToolIndex({
        tools,
        phrases: {
          cms_getPage: facts({ relatedTools: ['cms_getPageTypo'], prerequisites: ['cms_getPage', 'cms_listPagesTypo'] }),
          cms_ghostTool: facts(),
        },
        customExtractorToolNames: ['cms_getPage', 'cms_unknownTool'],
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'tool cms_deletePage has no phrases',
        'phrases for cms_ghostTool, but no such tool exists',
        'tool cms_getPage lists unknown related tool cms_getPageTypo',
        'tool cms_getPage lists itself as prerequisite',
        'tool cms_getPage lists unknown prerequisite cms_listPagesTypo',
        'custom extractor registered for unknown tool cms_unknownTool',
        'tool cms_getPage has both an extraction rule and a custom extractor; keep one',
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('rejects entries that break the metadata schema', () => {
    const problems = problemsOf(() => validateToolIndex({ tools, phrases: { cms_getPage: facts({ phrases: { en: ['x'] } }), cms_deletePage: facts() } }));
    expect(problems.some((problem) => problem.startsWith('tool cms_getPage: phrases.en'))).toBe(true);
  });
});

describe('toSearchableTool', () => {
  const templates = [toSiteTemplate({ name: 'team-grid', fields: [{ name: 'heading' }, { name: 'showBios' }] })];

  it("searches the site's templates as the parameters of a tool whose arguments are a template's fields", () => {
    const metadata = validateToolIndex({ tools, phrases: { cms_getPage: facts({ searchesTemplateFields: true }), cms_deletePage: facts() } });
    const byName = new Map(metadata.map((entry) => [entry.name, toSearchableTool(entry, templates)]));
    expect(byName.get('cms_getPage')!.parameters).toEqual([{ name: 'slug' }, { name: 'team-grid', description: 'heading showBios' }]);
    // Every other tool keeps its own parameters only.
    expect(byName.get('cms_deletePage')!.parameters).toEqual([{ name: 'template' }]);
  });
});
