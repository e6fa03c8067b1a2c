import { z } from 'zod';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';
import { catalogueLanguages } from '../../server/tools/tool-search/catalogue-language.ts';
import { preRouteChoice } from '../../server/tools/tool-search/pre-route.ts';
import type { ToolRanking, ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import { createAiSdkToolSearchRanker, createPlainBm25Ranker, type Ranker } from './baseline-rankers.ts';
import { percentile, type RankingSummary, recallAt, summarizeRankings } from './ranking-metrics.ts';

export const evalQuerySchema = z.object({
  query: z.string().min(1),
  relevant: z.array(z.string()),
  /** A writer's ISO 639 tag, read as the phrase language it is written in: "nb" (Norwegian Bokmål) is "no", "pt-BR" is "pt". */
  lang: z.string().transform(phraseLanguageOfTag).optional(),
  /**
   * What an empty `relevant` means: a message that needs no tool ('question': a concept question, a greeting) or a
   * request no tool can carry out ('out-of-catalogue'), which should get "nothing matched". Default: 'tool' when
   * `relevant` names tools, else 'question'.
   */
  kind: z.enum(['tool', 'question', 'out-of-catalogue']).optional(),
});
export type EvalQuery = z.infer<typeof evalQuerySchema>;

// Written Norwegian has two standards; the phrases are Bokmål, tagged "no" as the stemmer and stop-word lists are.
const MACROLANGUAGE_OF: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

/** A language tag's primary subtag, lower-case, with Norwegian's written standards read as Norwegian. */
function phraseLanguageOfTag(tag: string): string {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? tag;
  return MACROLANGUAGE_OF[primary] ?? primary;
}

/** An external catalogue entry: `parameters` is a JSON-schema object whose property names and descriptions are searchable. */
export const catalogueToolSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  category: z.string().optional(),
  parameters: z
    .object({ properties: z.record(z.string(), z.object({ description: z.string().optional() }).loose()).optional() })
    .loose()
    .optional(),
});

export function toSearchableCatalogue(entries: ReadonlyArray<z.infer<typeof catalogueToolSchema>>): SearchableTool[] {
  return entries.map((entry) => ({
    name: entry.name,
    description: entry.description,
    category: entry.category,
    parameters: Object.entries(entry.parameters?.properties ?? {}).map(([name, property]) => ({ name, description: property.description })),
  }));
}

export type SummaryWithLanguages = RankingSummary & { byLanguage: Record<string, RankingSummary> };

export type NoToolCount = { n: number; answeredWithNoTools: number };

/** What pre-routing (a tool offered before the model's first step) did on the query set. */
export type PreRouteReport = {
  /** Labelled queries pre-routed at all, over the labelled queries. */
  coverage: number;
  /** Pre-routes whose tool is one of the query's relevant tools, over all pre-routes of labelled queries. */
  precision: number;
  preRouted: number;
  wrong: number;
  /** Pre-routes of an approval-gated (destructive) tool for a query that asks for no destructive change, over every query. */
  destructiveUnasked: number;
  /** Pre-routes of a destructive tool that is not one of the query's relevant tools (the query may ask for another deletion). */
  destructiveWrong: number;
  /** Pre-routes of queries labelled as needing no tool, and of those asking for something no tool does. */
  onQuestions: number;
  onOutOfCatalogue: number;
  /** The wrong ones, for tuning. */
  mistakes: Array<{ query: string; lang?: string; tool: string; relevant: string[] }>;
};

/** Queries labelled with a language the catalogue has no phrases in: they should get no tools, least of all early. */
export type OtherLanguageReport = {
  n: number;
  preRouted: number;
  answeredWithTools: number;
  /** Answers none of whose tools the query needs (all of them, for a query that needs none). */
  answeredWithUnrelatedTools: number;
};

export type DiscoveryEvalReport = SummaryWithLanguages & {
  k: number;
  /** Queries labelled as needing no tool, and how many of them the search answered with no tool, also by language. */
  noToolQueries: NoToolCount & { byLanguage: Record<string, NoToolCount> };
  /** Of those, the requests no tool can carry out: "nothing matched" is the right answer. */
  outOfCatalogue: NoToolCount;
  /** Labelled queries (a tool does exist) that tool_search answered with nothing matched. */
  labelledAnsweredWithNoTools: number;
  preRoute: PreRouteReport;
  otherLanguages: OtherLanguageReport;
  paths: Record<string, number>;
  /** What `tool_search` itself answers at limit k (a focused answer or the top k): recall over the labelled queries, and its size. */
  answers: { recall: number; meanTools: number };
  /** Over every labelled query, and per search path (BM25 alone answers most and is the fast one). */
  latencyMs: { p50: number; p95: number; byPath: Record<string, { p50: number; p95: number }> };
  indexBuildMs: number;
  baselines: { bm25: SummaryWithLanguages; aiSdkToolSearch: SummaryWithLanguages };
  /** Queries whose relevant tools were not all in the top k: what to look at when tuning. */
  misses: Array<{ query: string; lang?: string; missing: string[]; ranked: string[]; path: string }>;
};

const RANK_DEPTH = 10;

function summarize(results: Array<{ ranked: string[]; relevant: string[]; lang?: string }>, k: number): SummaryWithLanguages {
  const languages = [...new Set(results.map((result) => result.lang).filter((lang): lang is string => Boolean(lang)))].sort();
  return {
    ...summarizeRankings(results, k),
    byLanguage: Object.fromEntries(
      languages.map((lang) => [
        lang,
        summarizeRankings(
          results.filter((result) => result.lang === lang),
          k,
        ),
      ]),
    ),
  };
}

/** Runs every query through the engine that `tool_search` uses and through the two baselines, on the same catalogue. */
export async function runDiscoveryEval({
  engine,
  tools,
  queries,
  k,
  indexBuildMs,
  isDestructive = () => false,
  makesChanges,
  preRoute = (query, ranking) => preRouteChoice({ message: query, ranking, isDestructive, makesChanges }),
}: {
  engine: ToolSearchEngine;
  tools: readonly SearchableTool[];
  queries: readonly EvalQuery[];
  k: number;
  indexBuildMs: number;
  /** The tool offered before the first step for a message, as the agent decides it (default: the server's rule). */
  preRoute?: (query: string, ranking: ToolRanking) => string | undefined;
  /** Whether a tool needs the editor's approval (a destructive change). */
  isDestructive?: (name: string) => boolean;
  /** Whether a tool changes anything; unknown for external catalogues (pre-routing then treats no tool as reading only). */
  makesChanges?: (name: string) => boolean;
}): Promise<DiscoveryEvalReport> {
  // A misspelt or renamed tool in a label would count as a miss forever instead of as a broken query file.
  const known = new Set(tools.map((tool) => tool.name));
  const unknown = queries.flatMap((query) => query.relevant.filter((name) => !known.has(name)).map((name) => `"${query.query}" names ${name}`));
  if (unknown.length > 0)
    throw new Error(
      `Queries name tools the catalogue does not have: ${unknown.slice(0, 5).join('; ')}${unknown.length > 5 ? ` (and ${unknown.length - 5} more)` : ''}`,
    );
  const labelled = queries.filter((query) => query.relevant.length > 0);
  const noTool = queries.filter((query) => query.relevant.length === 0);

  const latencies: number[] = [];
  const latenciesByPath: Record<string, number[]> = {};
  const paths: Record<string, number> = {};
  const ours: Array<{ ranked: string[]; relevant: string[]; lang?: string }> = [];
  const misses: DiscoveryEvalReport['misses'] = [];
  for (const query of labelled) {
    const started = performance.now();
    const { names, path } = await engine.rank({ query: query.query, limit: RANK_DEPTH });
    const latency = performance.now() - started;
    latencies.push(latency);
    latenciesByPath[path] = [...(latenciesByPath[path] ?? []), latency];
    paths[path] = (paths[path] ?? 0) + 1;
    ours.push({ ranked: names, relevant: query.relevant, lang: query.lang });
    const missing = query.relevant.filter((name) => !names.slice(0, k).includes(name));
    if (missing.length > 0) misses.push({ query: query.query, lang: query.lang, missing, ranked: names.slice(0, k), path });
  }
  // One query at a time: 20,000 searches at once (MetaTool's full set) opened more files than LanceDB may (EMFILE).
  const answered: Array<{ query: EvalQuery; answer: string[] }> = [];
  for (const query of labelled) answered.push({ query, answer: (await engine.rank({ query: query.query, limit: k })).answer });
  const answers = {
    recall: answered.reduce((sum, { query, answer }) => sum + recallAt(answer, query.relevant, k), 0) / Math.max(1, answered.length),
    meanTools: answered.reduce((sum, { answer }) => sum + answer.length, 0) / Math.max(1, answered.length),
  };
  const noToolQueries: DiscoveryEvalReport['noToolQueries'] = { n: noTool.length, answeredWithNoTools: 0, byLanguage: {} };
  const outOfCatalogue: NoToolCount = { n: 0, answeredWithNoTools: 0 };
  for (const query of noTool) {
    const answered = (await engine.rank({ query: query.query, limit: k })).answer.length === 0 ? 1 : 0;
    noToolQueries.answeredWithNoTools += answered;
    if (query.kind === 'out-of-catalogue') {
      outOfCatalogue.n += 1;
      outOfCatalogue.answeredWithNoTools += answered;
    }
    if (query.lang) {
      const count = noToolQueries.byLanguage[query.lang] ?? { n: 0, answeredWithNoTools: 0 };
      noToolQueries.byLanguage[query.lang] = { n: count.n + 1, answeredWithNoTools: count.answeredWithNoTools + answered };
    }
  }

  const preRouteReport: PreRouteReport = {
    coverage: 0,
    precision: 0,
    preRouted: 0,
    wrong: 0,
    destructiveUnasked: 0,
    destructiveWrong: 0,
    onQuestions: 0,
    onOutOfCatalogue: 0,
    mistakes: [],
  };
  const ownLanguages = new Set(catalogueLanguages(tools));
  const otherLanguages: OtherLanguageReport = { n: 0, preRouted: 0, answeredWithTools: 0, answeredWithUnrelatedTools: 0 };
  for (const query of queries) {
    const ranking = await engine.rank({ query: query.query, limit: k });
    const tool = preRoute(query.query, ranking);
    if (query.lang !== undefined && !ownLanguages.has(query.lang)) {
      otherLanguages.n += 1;
      if (tool !== undefined) otherLanguages.preRouted += 1;
      if (ranking.answer.length > 0) otherLanguages.answeredWithTools += 1;
      if (ranking.answer.length > 0 && !ranking.answer.some((name) => query.relevant.includes(name))) otherLanguages.answeredWithUnrelatedTools += 1;
    }
    if (tool === undefined) continue;
    if (isDestructive(tool) && !query.relevant.some(isDestructive)) preRouteReport.destructiveUnasked += 1;
    if (isDestructive(tool) && !query.relevant.includes(tool)) preRouteReport.destructiveWrong += 1;
    if (query.relevant.length === 0) {
      if (query.kind === 'out-of-catalogue') preRouteReport.onOutOfCatalogue += 1;
      else preRouteReport.onQuestions += 1;
      preRouteReport.mistakes.push({ query: query.query, lang: query.lang, tool, relevant: [] });
      continue;
    }
    preRouteReport.preRouted += 1;
    if (!query.relevant.includes(tool)) {
      preRouteReport.wrong += 1;
      preRouteReport.mistakes.push({ query: query.query, lang: query.lang, tool, relevant: query.relevant });
    }
  }
  preRouteReport.coverage = preRouteReport.preRouted / Math.max(1, labelled.length);
  preRouteReport.precision = preRouteReport.preRouted === 0 ? 1 : (preRouteReport.preRouted - preRouteReport.wrong) / preRouteReport.preRouted;
  const labelledAnsweredWithNoTools = answered.filter(({ answer }) => answer.length === 0).length;

  const runBaseline = (ranker: Ranker) =>
    summarize(
      labelled.map((query) => ({ ranked: ranker(query.query, RANK_DEPTH), relevant: query.relevant, lang: query.lang })),
      k,
    );

  return {
    k,
    ...summarize(ours, k),
    noToolQueries,
    outOfCatalogue,
    labelledAnsweredWithNoTools,
    preRoute: preRouteReport,
    otherLanguages,
    paths,
    answers,
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      byPath: Object.fromEntries(
        Object.entries(latenciesByPath).map(([pathName, values]) => [pathName, { p50: percentile(values, 0.5), p95: percentile(values, 0.95) }]),
      ),
    },
    indexBuildMs,
    baselines: {
      bm25: runBaseline(createPlainBm25Ranker(tools)),
      aiSdkToolSearch: runBaseline(createAiSdkToolSearchRanker(tools)),
    },
    misses,
  };
}
