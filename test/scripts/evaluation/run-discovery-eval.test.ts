import { describe, expect, it } from 'vitest';
import { evalQuerySchema, runDiscoveryEval } from '../../../scripts/evaluation/run-discovery-eval.ts';
import type { ToolSearchEngine } from '../../../server/tools/tool-search/tool-search-engine.ts';

const tools = ['cms_updateSectionContent', 'cms_getPageSections', 'cms_updatePost', 'cms_findImage'].map((name) => ({
  name,
  description: name,
  parameters: [],
}));

// The engine ranks four tools for every query; tool_search answers the first query with two of them.
const engine: ToolSearchEngine = {
  vectorBuild: { rowsEmbedded: 0, rowsKept: 0, rowsDeleted: 0, rebuiltAll: false },
  setSiteNames: () => {},
  rank: async ({ query, limit }) => {
    const names = tools.map((tool) => tool.name).slice(0, limit);
    return {
      names,
      answer: query === 'update section text' ? names.slice(0, 2) : names,
      path: 'bm25',
      topConfidence: 1,
      matches: names.map((name) => ({ name, confidence: 1, source: 'bm25' as const })),
      verdict: { nothingMatched: false, offerBest: true },
      otherLanguage: false,
      changesAsked: [],
    };
  },
  setLearnedPhrases: () => {},
};

describe('runDiscoveryEval', () => {
  it("reports the recall and size of tool_search's own answers beside the ranking's", async () => {
    const report = await runDiscoveryEval({
      engine,
      tools,
      queries: [
        { query: 'update section text', relevant: ['cms_updateSectionContent', 'cms_updatePost'] },
        { query: 'find the logo', relevant: ['cms_findImage'] },
      ],
      k: 5,
      indexBuildMs: 0,
    });
    expect(report.recallAt5).toBe(1);
    expect(report.answers).toEqual({ recall: 0.75, meanTools: 3 });
  });

  it('counts the tools offered to queries in languages the catalogue has no phrases in, early or in the answer', async () => {
    const report = await runDiscoveryEval({
      engine,
      tools,
      queries: [
        { query: 'Vis mig alle sider', relevant: ['cms_findImage'], lang: 'da' },
        { query: 'Näytä kaikki sivut', relevant: ['cms_getPageSections'], lang: 'fi' },
        { query: 'find the logo', relevant: ['cms_findImage'], lang: 'en' },
      ],
      k: 2,
      indexBuildMs: 0,
    });
    expect(report.otherLanguages).toEqual({ n: 2, preRouted: 2, answeredWithTools: 2, answeredWithUnrelatedTools: 1 });
  });

  it("reads a writer's tag for Norwegian Bokmål as Norwegian, a language the catalogue has phrases in", async () => {
    // A frozen set tagged its Norwegian messages "nb": they were counted as written in a language without phrases.
    const withNorwegian = tools.map((tool) => ({ ...tool, phrases: { no: [`${tool.name} på norsk`] } }));
    const queries = [
      { query: 'Vis meg alle sidene', relevant: ['cms_findImage'], lang: 'nb' },
      { query: 'Vis mig alle sider', relevant: ['cms_findImage'], lang: 'da' },
    ].map((query) => evalQuerySchema.parse(query));
    expect(queries.map((query) => query.lang)).toEqual(['no', 'da']);
    const report = await runDiscoveryEval({ engine, tools: withNorwegian, queries, k: 2, indexBuildMs: 0 });
    expect(report.otherLanguages.n).toBe(1);
  });

  it('refuses a query file that names a tool the catalogue does not have, instead of counting a miss', async () => {
    const run = runDiscoveryEval({ engine, tools, queries: [{ query: 'find the logo', relevant: ['cms_findImages'] }], k: 5, indexBuildMs: 0 });
    await expect(run).rejects.toThrow('"find the logo" names cms_findImages');
  });
});
