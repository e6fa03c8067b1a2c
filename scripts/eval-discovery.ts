/**
 * Discovery eval harness: does tool_search surface the right tools?
 *   npm run eval:discovery -- [--tools FILE] [--queries FILE] [--k 5] [--json] [--misses] [--learn-half] [--ranker off|on] [--gates off|on]
 * Without --tools it evaluates Wayfinder's own tool index against data/eval/wayfinder-queries.json.
 * --learn-half replays the even-indexed labelled queries as usage (learned phrases, WAYFINDER_LEARNING_* limits)
 * and evaluates the odd-indexed ones and the no-tool queries, without and with learning. Without it, nothing is learned.
 * --ranker on|off: order the candidates by the learned ranker (data/tool-ranker.json, npm run train:ranker) and choose the
 * answer's places by the answer chooser (data/answer-chooser.json, npm run train:answers), or by the hand-set merge and
 * focus rule; default as the server (WAYFINDER_TOOL_SEARCH_RANKER, on).
 * --gates on|off: decide "nothing matched" and pre-routing by the learned gates (data/search-gates.json, npm run train:gates)
 * or by the hand-set rules; default as the server (WAYFINDER_TOOL_SEARCH_GATES, on).
 * Routing comes from the same configuration as the server (WAYFINDER_TOOL_SEARCH_* variables).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createProgressLine } from '../server/console/progress-line.ts';
import { openOfflineWorkspace } from './evaluation/offline-workspace.ts';
import {
  catalogueToolSchema,
  type DiscoveryEvalReport,
  evalQuerySchema,
  runDiscoveryEval,
  type SummaryWithLanguages,
  toSearchableCatalogue,
} from './evaluation/run-discovery-eval.ts';
import { loadSearchGates } from '../server/tools/tool-search/gates/learned-gates.ts';
import { loadToolRanker } from '../server/tools/tool-search/ranker/tool-ranker.ts';
import { loadAnswerChooser } from '../server/tools/tool-search/answer/answer-chooser.ts';
import { buildToolRegistryFile } from '../server/tool-runtime/tool-registry-file.ts';
import { type EvaluatedCatalogue, wayfinderCatalogue } from './evaluation/wayfinder-catalogue.ts';
import { createToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { type LearningReport, measureLearning } from './evaluation/measure-learning.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: args } = parseScriptArgs(import.meta.filename, {
  tools: { type: 'string' },
  queries: { type: 'string' },
  k: { type: 'string', default: '5' },
  json: { type: 'boolean', default: false },
  misses: { type: 'boolean', default: false },
  'learn-half': { type: 'boolean', default: false },
  ranker: { type: 'string' },
  gates: { type: 'string' },
});
const k = Number(args.k);
if (!Number.isInteger(k) || k < 1 || k > 10) throw new Error('--k must be a whole number from 1 to 10');
for (const option of ['ranker', 'gates'] as const) {
  if (args[option] !== undefined && args[option] !== 'on' && args[option] !== 'off') throw new Error(`--${option} must be on or off`);
}

const readJson = <T>(file: string, schema: z.ZodType<T>): T => {
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  return parsed.data;
};
const progressLine = createProgressLine();
const progress = (label: string, done = 0, total = 1) => progressLine.update(label, done, total);

const workspace = openOfflineWorkspace('eval');
const { config, logger, embedder, lanceDirectory } = workspace;
try {
  const { tools, relatedTools, prerequisitesOf, isDestructive, isWrite, siteNames, siteKinds, limits }: EvaluatedCatalogue = args.tools
    ? {
        tools: toSearchableCatalogue(readJson(args.tools, z.array(catalogueToolSchema))),
        relatedTools: () => [],
        prerequisitesOf: () => [],
        isDestructive: () => false,
      }
    : wayfinderCatalogue();
  // The weights were fitted on Wayfinder's tools; on an external catalogue only the feature list is checked.
  const rankerOn = args.ranker === undefined ? config.toolSearch.ranker : args.ranker === 'on';
  const registryVersion = args.tools ? undefined : buildToolRegistryFile({ gitCommit: null }).version;
  const ranker = rankerOn ? loadToolRanker({ registryVersion }) : undefined;
  // Fitted on the learned ranker's rankings: on and off with it.
  const answerChooser = rankerOn ? loadAnswerChooser({ registryVersion }) : undefined;
  const gatesOn = args.gates === undefined ? config.toolSearch.gates : args.gates === 'on';
  const gates = gatesOn ? loadSearchGates({ registryVersion }) : undefined;
  const queriesFile = args.queries ?? path.resolve(import.meta.dirname, '..', 'data', 'eval', 'wayfinder-queries.json');
  const queries = readJson(queriesFile, z.array(evalQuerySchema));

  progress(`indexing ${tools.length} tools`);
  const started = performance.now();
  const engine = await createToolSearchEngine({
    tools,
    lanceDirectory,
    embedder,
    routing: config.toolSearch,
    minConfidence: config.toolSearch.minConfidence,
    relatedTools,
    prerequisitesOf,
    siteNames,
    siteKinds,
    limits,
    ranker,
    answerChooser,
    gates,
    logger,
    onProgress: (done, total) => progress('embedding tool texts', done, total),
  });
  const indexBuildMs = performance.now() - started;
  if (args['learn-half']) {
    progress(`learning from half of ${queries.length} queries`);
    const learning = await measureLearning({ engine, tools, queries, k, limits: config.learning, logger, isWrite, isDestructive });
    progressLine.finish();
    if (args.json) console.log(JSON.stringify(learning));
    else printLearning(learning, path.basename(queriesFile));
  } else {
    progress(`searching ${queries.length} queries`);
    const report = await runDiscoveryEval({ engine, tools, queries, k, indexBuildMs, isDestructive, makesChanges: isWrite });
    progressLine.finish();

    if (args.json) console.log(JSON.stringify(withCompletenessName(report)));
    else
      printTable(report, tools.length, {
        strategy: `${ranker ? 'learned ranker' : config.toolSearch.strategy}, ${gates ? 'learned' : 'hand-set'} gates`,
        answersBy: answerChooser
          ? 'the places the answer chooser keeps, the focus rule for a short search one tool explains'
          : 'focused when one tool explains the whole query',
      });
    if (args.misses && !args.json) {
      printMisses(report);
      printPreRouteMistakes(report);
    }
  }
} finally {
  workspace.close();
}

function printMisses(report: DiscoveryEvalReport) {
  console.log(`\n${report.misses.length} queries missed a relevant tool in the top ${report.k}:`);
  for (const miss of report.misses) {
    console.log(
      `- [${miss.lang ?? '?'}] ${JSON.stringify(miss.query)} missing ${miss.missing.join(', ')}; got (${miss.path}) ${miss.ranked.join(', ') || 'nothing'}`,
    );
  }
}

function printPreRouteMistakes(report: DiscoveryEvalReport) {
  console.log(`\n${report.preRoute.mistakes.length} pre-routes offered a tool the query does not need:`);
  for (const mistake of report.preRoute.mistakes) {
    console.log(`- [${mistake.lang ?? '?'}] ${JSON.stringify(mistake.query)} pre-routed ${mistake.tool}; needs ${mistake.relevant.join(', ') || 'no tool'}`);
  }
}

/** The JSON names completeness after k (completenessAt5), as the harness's contract says. */
function withCompletenessName(report: DiscoveryEvalReport) {
  const rename = <T extends { completenessAtK: number }>({ completenessAtK, ...rest }: T) => ({ ...rest, [`completenessAt${k}`]: completenessAtK });
  const withLanguages = (summary: SummaryWithLanguages) => ({
    ...rename(summary),
    byLanguage: Object.fromEntries(Object.entries(summary.byLanguage).map(([lang, inner]) => [lang, rename(inner)])),
  });
  const {
    misses: _misses,
    preRoute: { mistakes: _mistakes, ...preRoute },
    ...summary
  } = report;
  return {
    ...withLanguages(summary),
    preRoute,
    baselines: { bm25: withLanguages(report.baselines.bm25), aiSdkToolSearch: withLanguages(report.baselines.aiSdkToolSearch) },
  };
}

function printTable(report: DiscoveryEvalReport, toolCount: number, { strategy, answersBy }: { strategy: string; answersBy: string }) {
  const format = (value: number) => value.toFixed(3);
  const rows: Array<[string, SummaryWithLanguages]> = [
    [`wayfinder (${strategy})`, report],
    ['plain BM25', report.baselines.bm25],
    ['AI SDK toolSearch', report.baselines.aiSdkToolSearch],
  ];
  console.log(`${toolCount} tools, ${report.n} labelled queries (+${report.noToolQueries.n} needing no tool), k=${report.k}`);
  console.log(`| ranker | R@1 | R@5 | R@10 | complete@${report.k} | MRR | nDCG@10 |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, summary] of rows) {
    console.log(
      `| ${name} | ${format(summary.recallAt1)} | ${format(summary.recallAt5)} | ${format(summary.recallAt10)} | ${format(summary.completenessAtK)} | ${format(summary.mrr)} | ${format(summary.ndcgAt10)} |`,
    );
  }
  const languages = Object.keys(report.byLanguage);
  if (languages.length > 0) {
    console.log(`\n| R@5 by language | ${languages.join(' | ')} |`);
    console.log(`|---|${languages.map(() => '---').join('|')}|`);
    for (const [name, summary] of rows) {
      console.log(
        `| ${name} | ${languages.map((lang) => `${format(summary.byLanguage[lang]?.recallAt5 ?? 0)} (n=${summary.byLanguage[lang]?.n ?? 0})`).join(' | ')} |`,
      );
    }
  }
  const noToolByLanguage = Object.entries(report.noToolQueries.byLanguage)
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([lang, count]) => `${lang} ${count.answeredWithNoTools}/${count.n}`);
  console.log(
    `\nno-tool queries answered with no tools: ${report.noToolQueries.answeredWithNoTools}/${report.noToolQueries.n}${noToolByLanguage.length > 0 ? ` (${noToolByLanguage.join(', ')})` : ''}`,
  );
  if (report.outOfCatalogue.n > 0) {
    console.log(`out-of-catalogue searches answered "nothing matched": ${report.outOfCatalogue.answeredWithNoTools}/${report.outOfCatalogue.n}`);
  }
  console.log(`labelled queries answered "nothing matched" (a tool exists): ${report.labelledAnsweredWithNoTools}/${report.n}`);
  const preRoute = report.preRoute;
  console.log(
    `pre-routing: precision ${format(preRoute.precision)} at coverage ${format(preRoute.coverage)} (${preRoute.preRouted} of ${report.n} labelled, ${preRoute.wrong} wrong); destructive tools offered when no deletion is asked ${preRoute.destructiveUnasked} (not among the query's tools ${preRoute.destructiveWrong}); on no-tool questions ${preRoute.onQuestions}, on out-of-catalogue requests ${preRoute.onOutOfCatalogue}`,
  );
  const other = report.otherLanguages;
  if (other.n > 0) {
    console.log(
      `queries in languages without phrases: ${other.n}; pre-routed ${other.preRouted}, answered with tools ${other.answeredWithTools} (none of them needed ${other.answeredWithUnrelatedTools})`,
    );
  }
  console.log(
    `tool_search's answers (limit ${report.k}): recall ${format(report.answers.recall)}, ${report.answers.meanTools.toFixed(2)} tools on average (${answersBy})`,
  );
  console.log(
    `search paths: ${Object.entries(report.paths)
      .map(([pathName, count]) => `${pathName} ${count}`)
      .join(', ')}`,
  );
  console.log(
    `tool_search latency p50 ${report.latencyMs.p50.toFixed(1)} ms, p95 ${report.latencyMs.p95.toFixed(1)} ms (${Object.entries(report.latencyMs.byPath)
      .map(([pathName, { p50, p95 }]) => `${pathName} ${p50.toFixed(1)} / ${p95.toFixed(1)}`)
      .join(', ')}); index build ${report.indexBuildMs.toFixed(0)} ms`,
  );
}

function printLearning(learning: LearningReport, queriesName: string) {
  const format = (value: number) => value.toFixed(3);
  console.log(
    `${queriesName}: ${learning.trained} even-indexed labelled queries replayed as usage; evaluated on the ${learning.evaluated.labelled} odd-indexed ones and ${learning.evaluated.noTool} needing no tool`,
  );
  for (const run of learning.runs) {
    const skipped = Object.entries(run.skipped).map(([reason, count]) => `${count} ${reason}`);
    console.log(
      `- ${run.name}: learned from ${run.learned}${skipped.length > 0 ? ` (skipped: ${skipped.join(', ')})` : ''}, ${run.phrasesKept} tool phrases kept`,
    );
  }
  console.log(
    '\n| learning | R@1 | R@5 | complete@5 | answers: recall | answers: tools | answers with a wrong tool | top-1 wrong | wrong pulled to top | fixed at top | pre-routed (right, precision) | no-tool answered with none | no-tool pre-routed |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, side, compared] of [['none', learning.without, false] as const, ...learning.runs.map((run) => [run.name, run.side, true] as const)]) {
    const { report, effects } = side;
    // Pre-routing as the harness counts it for every query set (runDiscoveryEval), not a second count.
    const { preRoute } = report;
    console.log(
      `| ${name} | ${format(report.recallAt1)} | ${format(report.recallAt5)} | ${format(report.completenessAtK)} | ${format(report.answers.recall)} | ${report.answers.meanTools.toFixed(2)} | ` +
        `${effects.answersWithWrongTools} | ${effects.topWrong} | ${compared ? effects.pulledWrongToTop : '-'} | ${compared ? effects.fixedTop : '-'} | ` +
        `${preRoute.preRouted} (${preRoute.preRouted - preRoute.wrong}, ${format(preRoute.precision)}) | ${report.noToolQueries.answeredWithNoTools}/${report.noToolQueries.n} | ${preRoute.onQuestions + preRoute.onOutOfCatalogue} |`,
    );
  }
  console.log(
    `\nkeyword index rebuild: ${learning.rebuildMs.none.toFixed(0)} ms with no learned phrases, ${learning.rebuildMs.full.toFixed(0)} ms with ${learning.rebuildMs.perTool} for each of the tools (median of 5)`,
  );
}
