import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_MODES, type BenchMode } from '../../../scripts/bench/bench-modes.ts';
import { overheadOf } from '../../../scripts/bench/count-request-tokens.ts';
import { scriptedConversationModelFor } from '../../../scripts/bench/models-under-test.ts';
import { BENCH_DATE, buildSeededTemplate, runBenchmark } from '../../../scripts/bench/run-benchmark.ts';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';
import { loadScenarios } from '../../../scripts/bench/scenarios.ts';
import { createLogger } from '../../../server/logger.ts';
import { CMS_TOOL_PHRASES } from '../../../server/tools/cms/phrases.ts';
import { loadConfig } from '../../../server/config.ts';
import { openConfiguredEmbedder } from '../../../server/services/embeddings/open-configured-embedder.ts';

const SAMPLE = ['a-hello-en', 'b-home-hero-heading-en', 'c-our-story-page-en'];
let runs: ScenarioRun[];
const { embedder, close: closeEmbedder } = openConfiguredEmbedder(loadConfig({}).embeddings);
const logger = createLogger({ level: 'silent' });
let template: Awaited<ReturnType<typeof buildSeededTemplate>>;

beforeAll(async () => {
  template = await buildSeededTemplate({ embedder, logger });
  runs = await runBenchmark({
    scenarios: loadScenarios().filter((scenario) => SAMPLE.includes(scenario.id)),
    modes: BENCH_MODES,
    environment: {
      templateDir: template.templateDir,
      embedder,
      logger,
      now: () => BENCH_DATE,
    },
    modelFor: scriptedConversationModelFor,
  });
});
afterAll(() => {
  runs = [];
  template.remove();
  closeEmbedder();
});

const runOf = (id: string, mode: BenchMode) => runs.find((run) => run.scenario.id === id && run.mode === mode)!;

describe('the token benchmark', () => {
  it('has at least ten scenarios of each type, in English and at least two other languages', () => {
    const scenarios = loadScenarios();
    for (const type of ['A', 'B', 'C']) expect(scenarios.filter((scenario) => scenario.type === type).length).toBeGreaterThanOrEqual(10);
    expect(new Set(scenarios.map((scenario) => scenario.language))).toContain('en');
    expect(new Set(scenarios.map((scenario) => scenario.language)).size).toBeGreaterThanOrEqual(3);
  });

  it('sends less per request in discovery than in classic, and the oracle sends least', () => {
    for (const id of SAMPLE) {
      const overheads = (mode: BenchMode) => runOf(id, mode).requests.map(overheadOf);
      expect(Math.max(...overheads('discovery'))).toBeLessThan(Math.min(...overheads('classic')) / 2);
      expect(Math.max(...overheads('oracle'))).toBeLessThanOrEqual(Math.max(...overheads('discovery')));
    }
  });

  it('declares every tool and the full prompt in classic; discovery starts with tool_search and what the message clearly names', () => {
    const classic = runOf('b-home-hero-heading-en', 'classic');
    const discovery = runOf('b-home-hero-heading-en', 'discovery');
    expect(classic.requests[0]!.declaredTools).toEqual(expect.arrayContaining(Object.keys(CMS_TOOL_PHRASES)));
    expect(classic.requests[0]!.system).toBeGreaterThan(discovery.requests[0]!.system * 3);
    expect(discovery.requests[0]!.declaredTools[0]).toBe('tool_search');
    // At most one tool the message names, with the tools that supply what it needs.
    const [, preRouted, ...withIt] = discovery.requests[0]!.declaredTools;
    const prerequisites: readonly string[] = preRouted ? (CMS_TOOL_PHRASES[preRouted as keyof typeof CMS_TOOL_PHRASES].prerequisites ?? []) : [];
    expect(withIt.every((name) => prerequisites.includes(name))).toBe(true);
    expect(discovery.requests.at(-1)!.declaredTools).toContain('cms_getPageSections');
  });

  it('counts rules only once tool_search has answered', () => {
    const discovery = runOf('c-our-story-page-en', 'discovery');
    expect(discovery.requests[0]!.rules).toBe(0);
    expect(discovery.requests.at(-1)!.rules).toBeGreaterThan(0);
    expect(runOf('c-our-story-page-en', 'classic').requests.every((request) => request.rules === 0)).toBe(true);
  });

  it('keeps the discovery tool list append-only in every call', () => {
    for (const id of SAMPLE) expect(runOf(id, 'discovery').appendOnlyViolations).toEqual([]);
  });

  it('with deferred tools, declares the same list on every call and bills only tool_search until a search references more', () => {
    for (const id of SAMPLE) {
      const deferred = runOf(id, 'discoveryDeferred');
      const declared = deferred.requests.map((request) => request.declaredTools);
      expect(declared.every((tools) => tools.join() === declared[0]!.join())).toBe(true);
      expect(declared[0]).toEqual(expect.arrayContaining(Object.keys(CMS_TOOL_PHRASES)));
      expect(deferred.toolErrors).toEqual([]);
    }
    const greeting = runOf('a-hello-en', 'discoveryDeferred').requests[0]!;
    expect(greeting.tools).toBe(runOf('a-hello-en', 'discovery').requests[0]!.tools);
    // Within a turn every call repeats the one before it: all but the newest part is a cacheable prefix.
    const turn = runOf('c-our-story-page-en', 'discoveryDeferred').requests;
    for (const [index, request] of turn.entries()) if (index > 0) expect(request.cachedPrefix).toBeGreaterThan(turn[index - 1]!.cachedPrefix);
  });

  it('with inline loading, declares tool_search and call_tool on every call, counts the declarations a search sends as tools, and runs every call through call_tool', () => {
    for (const id of SAMPLE) {
      const inline = runOf(id, 'discoveryInline');
      expect(inline.requests.every((request) => request.declaredTools.join() === 'tool_search,call_tool')).toBe(true);
      expect(inline.toolErrors).toEqual([]);
    }
    const turn = runOf('c-our-story-page-en', 'discoveryInline').requests;
    const declared = runOf('c-our-story-page-en', 'discovery').requests;
    // The found tools' declarations cost about what declaring them costs.
    expect(turn.at(-1)!.tools).toBeGreaterThan(turn[0]!.tools + 200);
    expect(Math.abs(turn.at(-1)!.tools - declared.at(-1)!.tools)).toBeLessThan(declared.at(-1)!.tools / 5);
    for (const [index, request] of turn.entries()) if (index > 0) expect(request.cachedPrefix).toBeGreaterThan(turn[index - 1]!.cachedPrefix);
  });

  it('skips the searches where no search exists, and runs every scripted call without error', () => {
    expect(runOf('c-our-story-page-en', 'classic').requests).toHaveLength(3);
    // One round of searches, then the three scripted steps; never fewer calls than the oracle's.
    expect(runOf('c-our-story-page-en', 'discovery').requests.length).toBeGreaterThanOrEqual(runOf('c-our-story-page-en', 'oracle').requests.length);
    for (const mode of ['classic', 'oracle', 'discovery'] as const) {
      for (const id of SAMPLE) expect(runOf(id, mode).toolErrors).toEqual([]);
    }
  });
});
