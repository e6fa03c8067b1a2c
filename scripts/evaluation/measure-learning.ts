import type { Logger } from '../../server/logger.ts';
import { learnFromRequest, type SkipReason, toolsTaughtBy } from '../../server/services/learned-phrases/learn-from-request.ts';
import { createLearnedPhraseSync } from '../../server/services/learned-phrases/learned-phrase-sync.ts';
import type { LearnedPhraseLimits } from '../../server/services/learned-phrases/learned-phrases.ts';
import { createSqlLearnedPhrases } from '../../server/services/learned-phrases/sql-learned-phrases.ts';
import { openSqliteDatabase } from '../../server/store/sqlite/sqlite-database.ts';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';
import type { ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import { TOOL_SEARCH_NAME } from '../../server/tools/tool-search/tool-search-tool.ts';
import { type DiscoveryEvalReport, type EvalQuery, runDiscoveryEval } from './run-discovery-eval.ts';

/** What learning did to the evaluated half, beyond the usual recall figures. */
export type PrecisionEffects = {
  /** Labelled queries whose best match is none of their tools. */
  topWrong: number;
  /** ...of which the best match was one of their tools without learning: a learned phrase pulled a wrong tool to the top. */
  pulledWrongToTop: number;
  /** Labelled queries whose best match became one of their tools. */
  fixedTop: number;
  /** Labelled queries whose answer contains a tool the label does not name. */
  answersWithWrongTools: number;
};

export type LearningSide = { report: DiscoveryEvalReport; effects: PrecisionEffects; tops: string[] };

/** One way of replaying the training half: which of a query's labelled tools it teaches. */
export type LearningRun = {
  name: string;
  learned: number;
  skipped: Partial<Record<SkipReason, number>>;
  phrasesKept: number;
  side: LearningSide;
};

export type LearningReport = {
  trained: number;
  evaluated: { labelled: number; noTool: number };
  without: LearningSide;
  runs: LearningRun[];
  /** Keyword-index rebuilds, ms (median of 5): the catalogue alone, and with `perTool` phrases for every tool. */
  rebuildMs: { none: number; full: number; perTool: number };
};

/**
 * Replays the even-indexed labelled queries as usage (each query teaches tools through `learnFromRequest`, as
 * a turn would, on a throwaway SQLite database) and evaluates the odd-indexed ones and the no-tool queries,
 * without and with what was learned. Two replays: every labelled tool learns the query; and, when `isWrite` is
 * known, only what a turn calling exactly those tools would teach (`toolsTaughtBy`: the writes when there are
 * any). Leaves the engine without learned phrases.
 */
export async function measureLearning({
  engine,
  tools,
  queries,
  k,
  limits,
  logger,
  isWrite,
  isDestructive = () => false,
}: {
  engine: ToolSearchEngine;
  tools: readonly SearchableTool[];
  queries: readonly EvalQuery[];
  k: number;
  limits: LearnedPhraseLimits;
  logger: Logger;
  /** Whether a tool writes (its calls are recorded as writes in turn history); unknown for external catalogues. */
  isWrite?: (name: string) => boolean;
  /** Tools that need the editor's approval, for pre-routing as the agent decides it. */
  isDestructive?: (name: string) => boolean;
}): Promise<LearningReport> {
  const labelled = queries.filter((query) => query.relevant.length > 0);
  const training = labelled.filter((_, index) => index % 2 === 0);
  const evaluated = [...labelled.filter((_, index) => index % 2 === 1), ...queries.filter((query) => query.relevant.length === 0)];

  engine.setLearnedPhrases(new Map());
  const without = await evaluate({ engine, tools, queries: evaluated, k, isDestructive, isWrite });

  const replay = async (name: string, toolsOf: (query: EvalQuery) => string[]): Promise<LearningRun> => {
    const database = await openSqliteDatabase(':memory:');
    try {
      const learnedPhrases = createSqlLearnedPhrases({ database, limits });
      const skipped: LearningRun['skipped'] = {};
      let learned = 0;
      const at = new Date().toISOString();
      for (const [index, query] of training.entries()) {
        const outcome = await learnFromRequest({
          learnedPhrases,
          message: query.query,
          tools: toolsOf(query),
          source: { sessionId: 'eval', turn: index + 1, editor: 'eval', at },
        });
        if (outcome.learned) learned++;
        else skipped[outcome.reason] = (skipped[outcome.reason] ?? 0) + 1;
      }
      await createLearnedPhraseSync({ learnedPhrases, apply: (phrasesByTool) => engine.setLearnedPhrases(phrasesByTool), logger }).refresh();
      const side = await evaluate({ engine, tools, queries: evaluated, k, before: without.tops, isDestructive, isWrite });
      return { name, learned, skipped, phrasesKept: (await learnedPhrases.list()).length, side };
    } finally {
      engine.setLearnedPhrases(new Map());
      await database.close();
    }
  };
  const runs = [await replay('every labelled tool', (query) => query.relevant)];
  if (isWrite) {
    runs.push(
      await replay('as a turn teaches', (query) =>
        toolsTaughtBy({
          toolCalls: query.relevant.map((tool) => ({ tool, argumentsHash: tool, outcome: 'ok' as const })),
          writes: query.relevant.filter(isWrite).map((tool) => ({ tool, argumentsHash: tool, output: {} })),
          searchTool: TOOL_SEARCH_NAME,
        }),
      ),
    );
  }

  const rebuildMs = {
    none: timeRebuild(engine, new Map()),
    full: timeRebuild(engine, fullCatalogueOfPhrases(tools, queries, limits.maxPerTool)),
    perTool: limits.maxPerTool,
  };
  engine.setLearnedPhrases(new Map());
  return {
    trained: training.length,
    evaluated: { labelled: evaluated.length - without.report.noToolQueries.n, noTool: without.report.noToolQueries.n },
    without,
    runs,
    rebuildMs,
  };
}

async function evaluate({
  engine,
  tools,
  queries,
  k,
  before,
  isDestructive,
  isWrite,
}: {
  engine: ToolSearchEngine;
  tools: readonly SearchableTool[];
  queries: readonly EvalQuery[];
  k: number;
  before?: readonly string[];
  isDestructive: (name: string) => boolean;
  isWrite?: (name: string) => boolean;
}): Promise<LearningSide> {
  const report = await runDiscoveryEval({ engine, tools, queries, k, indexBuildMs: 0, isDestructive, makesChanges: isWrite });
  const effects: PrecisionEffects = {
    topWrong: 0,
    pulledWrongToTop: 0,
    fixedTop: 0,
    answersWithWrongTools: 0,
  };
  const tops: string[] = [];
  for (const query of queries) {
    const ranking = await engine.rank({ query: query.query, limit: k });
    if (query.relevant.length === 0) continue;
    const top = ranking.names[0] ?? '';
    const right = (name: string | undefined) => name !== undefined && query.relevant.includes(name);
    const previous = before?.[tops.length];
    tops.push(top);
    if (!right(top)) effects.topWrong++;
    if (previous !== undefined && right(previous) && !right(top)) effects.pulledWrongToTop++;
    if (previous !== undefined && !right(previous) && right(top)) effects.fixedTop++;
    if (ranking.answer.some((name) => !query.relevant.includes(name))) effects.answersWithWrongTools++;
  }
  return { report, effects, tops };
}

/** `perTool` phrases for every tool, taken in turn from all the queries: the most a site can learn. */
function fullCatalogueOfPhrases(tools: readonly SearchableTool[], queries: readonly EvalQuery[], perTool: number): Map<string, string[]> {
  return new Map(
    tools.map((tool, index) => [tool.name, Array.from({ length: perTool }, (_, offset) => queries[(index * perTool + offset) % queries.length]!.query)]),
  );
}

function timeRebuild(engine: ToolSearchEngine, phrasesByTool: ReadonlyMap<string, readonly string[]>): number {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    engine.setLearnedPhrases(phrasesByTool);
    times.push(performance.now() - started);
  }
  return times.sort((left, right) => left - right)[2]!;
}
