import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfflineWorkspace, openOfflineWorkspace } from '../../../../scripts/evaluation/offline-workspace.ts';
import { engineOptionsFor, wayfinderCatalogue } from '../../../../scripts/evaluation/wayfinder-catalogue.ts';
import { loadSearchGates } from '../../../../server/tools/tool-search/gates/learned-gates.ts';
import { loadToolRanker } from '../../../../server/tools/tool-search/ranker/tool-ranker.ts';
import { createToolSearchEngine, type ToolSearchEngine } from '../../../../server/tools/tool-search/tool-search-engine.ts';

let workspace: OfflineWorkspace;
let engine: ToolSearchEngine;
beforeAll(async () => {
  workspace = openOfflineWorkspace('phrase-free');
  // Wayfinder's tools without their phrases stand in for another catalogue: names, descriptions and parameters only.
  const catalogue = wayfinderCatalogue();
  const withoutPhrases = { ...catalogue, tools: catalogue.tools.map(({ phrases: _phrases, ...tool }) => tool) };
  engine = await createToolSearchEngine({ ...engineOptionsFor(withoutPhrases, workspace), ranker: loadToolRanker(), gates: loadSearchGates() });
});
afterAll(() => workspace.close());

describe('the learned gates on a catalogue without phrases', () => {
  it('answer a request the catalogue can carry out: the nothing-matched trees had refused it', async () => {
    const { answer } = await engine.rank({ query: 'move Pricing so it sits right after Home in the main nav', limit: 5 });
    expect(answer).toContain('cms_updateNavigationItem');
  });

  it('still answer "nothing matched" for a capability no tool has, by the hand-set rule', async () => {
    expect((await engine.rank({ query: 'install or renew SSL certificate', limit: 5 })).answer).toEqual([]);
  });
});
