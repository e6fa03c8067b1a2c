/**
 * Fits the learned tool ranker on the development query sets and writes data/tool-ranker.json.
 *   npm run train:ranker                                  # fit on every development set, write the weights
 *   npm run train:ranker -- --cross-validate [--json]     # leave one development set (a former frozen round's two sets together) out at a time: before and after on it
 *   npm run train:ranker -- --l2 3                        # another penalty (default: DEFAULT_L2)
 * Never reads data/eval/frozen/: those sets judge the ranker afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createProgressLine } from '../server/console/progress-line.ts';
import { openOfflineWorkspace } from './evaluation/offline-workspace.ts';
import { buildToolRegistryFile } from '../server/tool-runtime/tool-registry-file.ts';
import { createToolRanker, DEFAULT_TOOL_RANKER_FILE, type ToolRankerWeights } from '../server/tools/tool-search/ranker/tool-ranker.ts';
import { RANKING_FEATURES } from '../server/tools/tool-search/ranker/tool-ranking-features.ts';
import { createToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { type DiscoveryEvalReport, runDiscoveryEval } from './evaluation/run-discovery-eval.ts';
import { engineOptionsFor, wayfinderCatalogue } from './evaluation/wayfinder-catalogue.ts';
import { collectRankingRows, createSwappableRanker, type RankingExample } from './ranker/collect-ranking-rows.ts';
import { DEVELOPMENT_SETS, foldOf, readQuerySets } from './ranker/development-sets.ts';
import { fitLogisticRegression, roundModel } from './ranker/fit-logistic-regression.ts';
import { candidateRecallAt } from './ranker/candidate-recall.ts';
import { equalSetWeights } from './ranker/set-weights.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

/**
 * Penalty on the weights. `--cross-validate` prints a grid of candidate recall per held-out set; 100 scored best on
 * average there, but through the engine it lowered development/model-queries' R@5 (0.903 -> 0.897) where 1 raised it
 * (docs/evaluations/2026-11-25-learned-ranker.md).
 */
const DEFAULT_L2 = 1;
const L2_GRID = [0.1, 1, 10, 100];
/** The eval's ranking depth: candidates are both lists at twice this. */
const RANK_DEPTH = 10;
const K = 5;

const { values: args } = parseScriptArgs(import.meta.filename, {
  'cross-validate': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  l2: { type: 'string' },
  out: { type: 'string' },
});
const l2 = args.l2 === undefined ? DEFAULT_L2 : Number(args.l2);
if (!(l2 >= 0)) throw new Error('--l2 must be a number ≥ 0');

const progressLine = createProgressLine();
const workspace = openOfflineWorkspace('ranker');
try {
  const catalogue = wayfinderCatalogue();
  const engineOptions = engineOptionsFor(catalogue, workspace);
  progressLine.update('indexing tools', 0, 1);
  const ranker = createSwappableRanker();
  const rankedEngine = await createToolSearchEngine({
    ...engineOptions,
    ranker,
    onProgress: (done, total) => progressLine.update('embedding tool texts', done, total),
  });
  const sets = readQuerySets(DEVELOPMENT_SETS);
  const examples: RankingExample[] = [];
  for (const [index, { set, queries }] of sets.entries()) {
    progressLine.update(`reading features of ${set}`, index, sets.length);
    examples.push(...(await collectRankingRows({ engine: rankedEngine, ranker, set, queries, limit: RANK_DEPTH })));
  }
  const fitOn = (training: readonly RankingExample[], penalty: number) => {
    const rows = training.flatMap((example) => example.candidates);
    return fitLogisticRegression({
      rows: rows.map((row) => row.features),
      labels: rows.map((row) => row.label),
      l2: penalty,
      rowWeights: equalSetWeights(training),
    });
  };

  if (args['cross-validate']) {
    // Candidate recall: how many relevant candidates the ranker puts in the top K, before the engine adds prerequisites and related tools.
    const grid = L2_GRID.map((penalty) => ({
      l2: penalty,
      recallAt5: Object.fromEntries(
        DEVELOPMENT_SETS.map((set) => {
          const model = createToolRanker(
            fitOn(
              examples.filter((example) => foldOf(example.set) !== foldOf(set)),
              penalty,
            ),
          );
          return [set, candidateRecallAt({ examples: examples.filter((example) => example.set === set), score: model.score, k: K })];
        }),
      ),
    }));
    const baselineEngine = await createToolSearchEngine(engineOptions);
    const folds: Array<{ set: string; off: DiscoveryEvalReport; on: DiscoveryEvalReport }> = [];
    for (const [index, { set, queries }] of sets.entries()) {
      progressLine.update(`held out: ${set}`, index, sets.length);
      ranker.inner = createToolRanker(
        fitOn(
          examples.filter((example) => foldOf(example.set) !== foldOf(set)),
          l2,
        ),
      );
      const evaluate = (engine: typeof baselineEngine) =>
        runDiscoveryEval({
          engine,
          tools: catalogue.tools,
          queries,
          k: K,
          indexBuildMs: 0,
          isDestructive: catalogue.isDestructive,
          makesChanges: catalogue.isWrite,
        });
      folds.push({ set, off: await evaluate(baselineEngine), on: await evaluate(rankedEngine) });
    }
    progressLine.finish();
    if (args.json) console.log(JSON.stringify({ l2, grid, folds: folds.map(({ set, off, on }) => ({ set, off: headline(off), on: headline(on) })) }));
    else printCrossValidation({ grid, folds });
  } else {
    const model = fitOn(examples, l2);
    const weights: ToolRankerWeights = {
      format: 1,
      trainedOn: [...DEVELOPMENT_SETS],
      registryVersion: buildToolRegistryFile({ gitCommit: null }).version,
      features: [...RANKING_FEATURES],
      ...roundModel(model),
    };
    const out = args.out ?? DEFAULT_TOOL_RANKER_FILE;
    fs.writeFileSync(out, `${JSON.stringify(weights, null, 2)}\n`);
    progressLine.finish();
    console.log(
      `Fitted on ${examples.length} queries (${examples.reduce((sum, example) => sum + example.candidates.length, 0)} candidates), l2 ${l2} -> ${path.relative(process.cwd(), out)}`,
    );
    for (const [index, feature] of RANKING_FEATURES.entries()) console.log(`  ${feature.padEnd(34)} ${weights.weights[index]!.toFixed(3)}`);
  }
} finally {
  workspace.close();
}

type Headline = ReturnType<typeof headline>;

function headline(report: DiscoveryEvalReport) {
  return {
    labelled: report.n,
    recallAt5: report.recallAt5,
    completeAt5: report.completenessAtK,
    mrr: report.mrr,
    answersRecall: report.answers.recall,
    answersTools: report.answers.meanTools,
    preRoutePrecision: report.preRoute.precision,
    preRouteCoverage: report.preRoute.coverage,
    preRoutedWrong: report.preRoute.wrong,
    outOfCatalogue: `${report.outOfCatalogue.answeredWithNoTools}/${report.outOfCatalogue.n}`,
    labelledNothingMatched: report.labelledAnsweredWithNoTools,
    noToolAnsweredWithNone: `${report.noToolQueries.answeredWithNoTools}/${report.noToolQueries.n}`,
  };
}

function printCrossValidation({
  grid,
  folds,
}: {
  grid: Array<{ l2: number; recallAt5: Record<string, number> }>;
  folds: Array<{ set: string; off: DiscoveryEvalReport; on: DiscoveryEvalReport }>;
}) {
  console.log(`Candidate R@${K} of the ranker alone, each development set held out in turn (before prerequisites and related tools):`);
  console.log(`| l2 | ${DEVELOPMENT_SETS.join(' | ')} |`);
  console.log(`|---|${DEVELOPMENT_SETS.map(() => '---').join('|')}|`);
  for (const row of grid) console.log(`| ${row.l2} | ${DEVELOPMENT_SETS.map((set) => row.recallAt5[set]!.toFixed(3)).join(' | ')} |`);
  console.log(`\nThe engine with the ranker (l2 ${l2}) fitted on the other sets, on the held-out set: off -> on`);
  const columns: Array<[string, (value: Headline) => string]> = [
    ['R@5', (value) => value.recallAt5.toFixed(3)],
    ['complete@5', (value) => value.completeAt5.toFixed(3)],
    ['MRR', (value) => value.mrr.toFixed(3)],
    ['answers recall', (value) => value.answersRecall.toFixed(3)],
    ['answers size', (value) => value.answersTools.toFixed(2)],
    ['pre-route precision', (value) => value.preRoutePrecision.toFixed(3)],
    ['pre-route coverage', (value) => value.preRouteCoverage.toFixed(3)],
    ['out-of-catalogue nothing matched', (value) => value.outOfCatalogue],
    ['labelled nothing matched', (value) => String(value.labelledNothingMatched)],
  ];
  console.log(`| held out | n | ${columns.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  for (const { set, off, on } of folds) {
    const [before, after] = [headline(off), headline(on)];
    console.log(`| ${set} | ${before.labelled} | ${columns.map(([, format]) => `${format(before)} -> ${format(after)}`).join(' | ')} |`);
  }
}
