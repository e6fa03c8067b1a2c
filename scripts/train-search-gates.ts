/**
 * Fits the gates after the search ("nothing matched", pre-routing) on the development query sets and writes
 * data/search-gates.json. Run it after `npm run train:ranker`: the gates read the ranking the ranker makes.
 *   npm run train:gates                                   # fit on every gate set, write the weights
 *   npm run train:gates -- --cross-validate [--json]      # leave one set out at a time: hand-set and learned gates on it
 *   npm run train:gates -- --sweep                        # the same, for a grid of operating points, from the recorded rows
 *   npm run train:gates -- --bootstrap 30                 # refit on 30 resamples: the threshold's spread and the Type B
 *                                                         # scenarios (bench:tokens) each fit would pre-route
 *   npm run train:gates -- --pre-route-precision 0.9 --max-refusals 0.02
 *   npm run train:gates -- --only nothingMatched          # refit one gate, keep the other as the weights file has it
 * Never reads data/eval/frozen/: those sets judge the gates afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createProgressLine } from '../server/console/progress-line.ts';
import { buildToolRegistryFile } from '../server/tool-runtime/tool-registry-file.ts';
import { seededRandom } from '../server/seeded-random.ts';
import type { GateEvidence } from '../server/tools/tool-search/gates/gate-evidence.ts';
import { GATE_FEATURES, gateFeatures } from '../server/tools/tool-search/gates/gate-features.ts';
import {
  createLearnedGates,
  DEFAULT_SEARCH_GATES_FILE,
  type SearchGatesWeights,
  searchGatesWeightsSchema,
} from '../server/tools/tool-search/gates/learned-gates.ts';
import { ruleGates } from '../server/tools/tool-search/gates/rule-gates.ts';
import { preRouteChoice } from '../server/tools/tool-search/pre-route.ts';
import { loadToolRanker } from '../server/tools/tool-search/ranker/tool-ranker.ts';
import { createToolSearchEngine, type ToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { openOfflineWorkspace } from './evaluation/offline-workspace.ts';
import { type DiscoveryEvalReport, runDiscoveryEval } from './evaluation/run-discovery-eval.ts';
import { type EvaluatedCatalogue, engineOptionsFor, wayfinderCatalogue } from './evaluation/wayfinder-catalogue.ts';
import { loadScenarios } from './bench/scenarios.ts';
import { bootstrapGates, type GateProbe, type GateResample, probesOffered } from './gates/bootstrap-gates.ts';
import { collectGateRows, createSwappableGates, type GateRow, type SwappableGates } from './gates/collect-gate-rows.ts';
import { fitGates, fitGateTrees, GATE_TREES, type GateFits, gatesAt, type OperatingPoint } from './gates/fit-gates.ts';
import { GATE_SETS } from './gates/gate-sets.ts';
import { sweepOperatingPoints } from './gates/sweep-operating-points.ts';
import { collectRankingExamples, createSwappableRanker } from './ranker/collect-ranking-rows.ts';
import { crossFittedRankers } from './ranker/cross-fitted-rankers.ts';
import { DEVELOPMENT_SETS, foldOf, readQuerySets } from './ranker/development-sets.ts';
import { splitsPerFeature, weightsFileText } from './ranker/trees-file.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

/**
 * The operating point: a pre-route is paid on every step of a turn when wrong and costs one search step when
 * missed, so it is set for precision; a refused search that has a tool costs one more search, one answered with
 * tools for a capability the catalogue lacks invites misuse. Chosen from `--sweep` (docs/decisions/026); 0.83 since
 * rounds 7–21 joined the pooled rows: most of them are editors' messages, which are right less often at any
 * threshold, and at 0.85 the gate offered 6 of the token benchmark's 12 Type B scenarios a tool early, one fewer than
 * its steps target needs (docs/decisions/068). Refusals 0.01 since trees decide "nothing matched": held out round by
 * round, they refused about as many searches with a tool as the unknown-word floor they replace did at 0.02 per set,
 * and twice to four times as many out-of-catalogue ones; at 0.02 each further one cost most of one more refused
 * search with a tool (docs/decisions/070). 0.015 of all of them since the trees decide alone, without the hand-set
 * rule they were added to: held out round by round, more out-of-catalogue requests refused and fewer searches with a
 * tool than the rule and the trees at 0.01 beyond it; at 0.02 more model searches with a tool refused (docs/decisions/079).
 */
const DEFAULT_POINT: OperatingPoint = { preRoutePrecision: 0.83, maxRefusals: 0.015 };
/** As the agent asks (WAYFINDER_TOOL_SEARCH_LIMIT) and the eval answers. */
const LIMIT = 5;
/** Each set the ranker was fitted on is read by a ranker fitted without a fifth of its folds (`crossFittedRankers`). */
const CROSS_FIT_GROUPS = 5;

const { values: args } = parseScriptArgs(import.meta.filename, {
  'cross-validate': { type: 'boolean', default: false },
  sweep: { type: 'boolean', default: false },
  bootstrap: { type: 'string' },
  json: { type: 'boolean', default: false },
  'pre-route-precision': { type: 'string' },
  'max-refusals': { type: 'string' },
  out: { type: 'string' },
  only: { type: 'string' },
});
const share = (option: 'pre-route-precision' | 'max-refusals', fallback: number) => {
  const value = args[option] === undefined ? fallback : Number(args[option]);
  if (!(value >= 0 && value <= 1)) throw new Error(`--${option} must be a share from 0 to 1`);
  return value;
};
const point: OperatingPoint = {
  preRoutePrecision: share('pre-route-precision', DEFAULT_POINT.preRoutePrecision),
  maxRefusals: share('max-refusals', DEFAULT_POINT.maxRefusals),
};
const GATES = ['preRoute', 'nothingMatched'] as const;
if (args.only !== undefined && !(GATES as readonly string[]).includes(args.only)) throw new Error(`--only must be one of ${GATES.join(', ')}`);
/** Whether `npm run train:gates` writes this gate anew; with `--only`, the other keeps its trees and threshold. */
const refits = (gate: (typeof GATES)[number]) => args.only === undefined || args.only === gate;
const resamples = args.bootstrap === undefined ? undefined : Number(args.bootstrap);
if (resamples !== undefined && !(Number.isInteger(resamples) && resamples > 0)) throw new Error('--bootstrap must be a whole number of resamples');

const progressLine = createProgressLine();
const workspace = openOfflineWorkspace('gates');
const { config } = workspace;
try {
  const catalogue = wayfinderCatalogue();
  const registryVersion = buildToolRegistryFile({ gitCommit: null }).version;
  const gates = createSwappableGates(ruleGates);
  const shippedRanker = config.toolSearch.ranker ? loadToolRanker({ registryVersion }) : undefined;
  const ranker = createSwappableRanker();
  ranker.inner = shippedRanker;
  progressLine.update('indexing tools', 0, 1);
  const engine = await createToolSearchEngine({
    ...engineOptionsFor(catalogue, workspace),
    ranker: shippedRanker ? ranker : undefined,
    gates,
    onProgress: (done, total) => progressLine.update('embedding tool texts', done, total),
  });
  const rankerFor = shippedRanker
    ? crossFittedRankers({
        examples: await collectRankingExamples({
          engine,
          ranker,
          sets: readQuerySets(DEVELOPMENT_SETS),
          onSet: (set, index) => progressLine.update(`reading the ranker's features of ${set}`, index, DEVELOPMENT_SETS.length),
        }),
        groups: CROSS_FIT_GROUPS,
      })
    : () => undefined;
  const sets = readQuerySets(GATE_SETS);
  const rows: GateRow[] = [];
  for (const [index, { set, queries }] of sets.entries()) {
    progressLine.update(`reading what the gates see in ${set}`, index, sets.length);
    ranker.inner = rankerFor(set) ?? shippedRanker;
    rows.push(...(await collectGateRows({ engine, gates, set, queries, limit: LIMIT, isDestructive: catalogue.isDestructive })));
  }
  ranker.inner = shippedRanker;
  // A former frozen round's two sets are held out together: one writer wrote both.
  const rowsWithout = (set: string | undefined) => rows.filter((row) => set === undefined || foldOf(row.set) !== foldOf(set));
  // The trees without a fold serve both of a round's sets (and every operating point of --sweep): fitted once per fold.
  const treeFits = new Map<string, GateFits>();
  const treesWithout = (set: string | undefined) => {
    const fold = set === undefined ? '' : foldOf(set);
    const fitted = treeFits.get(fold) ?? fitGateTrees({ rows: rowsWithout(set) });
    treeFits.set(fold, fitted);
    return fitted;
  };
  const fitWithout = (set: string | undefined) => gatesAt({ fitted: treesWithout(set), point });

  if (resamples !== undefined) {
    progressLine.update('reading the Type B scenarios', 0, 1);
    const probes = await typeBProbes({ engine, gates, catalogue });
    progressLine.finish();
    const refit = (sample: readonly GateRow[]) => fitGates({ rows: sample, point });
    const full = refit(rows);
    printBootstrap({
      full: { threshold: full.preRoute.threshold, probesOffered: probesOffered(full, probes) },
      probes: probes.length,
      resamples: bootstrapGates({ rows, probes, samples: resamples, refit, random: seededRandom('train:gates --bootstrap') }),
    });
  } else if (args.sweep) {
    const sweep = sweepOperatingPoints({
      rows,
      sets: GATE_SETS,
      fitWithout: (set) => {
        progressLine.update(`fitting without ${set}`, GATE_SETS.indexOf(set), GATE_SETS.length);
        return treesWithout(set);
      },
    });
    progressLine.finish();
    if (args.json) console.log(JSON.stringify(sweep));
    else printSweep(sweep);
  } else if (args['cross-validate']) {
    const folds: Array<{ set: string; off: DiscoveryEvalReport; on: DiscoveryEvalReport }> = [];
    for (const [index, { set, queries }] of sets.entries()) {
      progressLine.update(`held out: ${set}`, index, sets.length);
      const evaluate = () =>
        runDiscoveryEval({
          engine,
          tools: catalogue.tools,
          queries,
          k: LIMIT,
          indexBuildMs: 0,
          isDestructive: catalogue.isDestructive,
          makesChanges: catalogue.isWrite,
        });
      ranker.inner = rankerFor(set) ?? shippedRanker;
      gates.inner = ruleGates;
      const off = await evaluate();
      gates.inner = createLearnedGates(fitWithout(set));
      folds.push({ set, off, on: await evaluate() });
    }
    ranker.inner = shippedRanker;
    progressLine.finish();
    if (args.json)
      console.log(JSON.stringify({ point, trees: GATE_TREES, folds: folds.map(({ set, off, on }) => ({ set, off: headline(off), on: headline(on) })) }));
    else printCrossValidation(folds);
  } else {
    const out = args.out ?? DEFAULT_SEARCH_GATES_FILE;
    const fitted = fitWithout(undefined);
    // A gate refitted alone keeps the other's trees and threshold from the weights file: each is judged by its own decision.
    const kept = args.only === undefined ? fitted : searchGatesWeightsSchema.parse(JSON.parse(fs.readFileSync(out, 'utf8')));
    const chosen = (gate: (typeof GATES)[number]) => (refits(gate) ? fitted[gate] : kept[gate]);
    const weights: SearchGatesWeights = {
      format: 1,
      trainedOn: [...GATE_SETS],
      registryVersion,
      features: [...GATE_FEATURES],
      preRoute: chosen('preRoute'),
      nothingMatched: chosen('nothingMatched'),
    };
    fs.writeFileSync(out, weightsFileText(weights));
    progressLine.finish();
    console.log(
      `Fitted on ${rows.length} queries (${rows.filter((row) => row.preRoute !== undefined).length} for the pre-route gate, ` +
        `${rows.filter((row) => row.nothingMatched !== undefined).length} for the nothing-matched gate), ${GATE_TREES.trees} trees of depth ${GATE_TREES.depth} each, ` +
        `pre-route precision ${point.preRoutePrecision}, refusals ≤ ${point.maxRefusals} -> ${path.relative(process.cwd(), out)}`,
    );
    for (const gate of GATES) {
      console.log(`${gate}: threshold ${weights[gate].threshold.toFixed(3)}${refits(gate) ? '' : ' (kept from the weights file)'}`);
      for (const [feature, splits] of splitsPerFeature(weights[gate], GATE_FEATURES)) console.log(`  ${feature.padEnd(34)} ${splits} splits`);
    }
  }
} finally {
  workspace.close();
}

type Headline = ReturnType<typeof headline>;

function headline(report: DiscoveryEvalReport) {
  const { preRoute, otherLanguages } = report;
  return {
    labelled: report.n,
    recallAt5: report.recallAt5,
    completeAt5: report.completenessAtK,
    answersRecall: report.answers.recall,
    answersTools: report.answers.meanTools,
    preRoutePrecision: preRoute.precision,
    preRouteCoverage: preRoute.coverage,
    preRoutedWrong: preRoute.wrong,
    destructiveUnasked: preRoute.destructiveUnasked,
    preRoutedQuestions: preRoute.onQuestions,
    preRoutedOutOfCatalogue: preRoute.onOutOfCatalogue,
    outOfCatalogue: `${report.outOfCatalogue.answeredWithNoTools}/${report.outOfCatalogue.n}`,
    labelledNothingMatched: `${report.labelledAnsweredWithNoTools}/${report.n}`,
    otherLanguages: `${otherLanguages.preRouted} / ${otherLanguages.answeredWithUnrelatedTools} of ${otherLanguages.n}`,
  };
}

function printCrossValidation(folds: Array<{ set: string; off: DiscoveryEvalReport; on: DiscoveryEvalReport }>) {
  console.log(
    `Each set held out in turn: the hand-set gates -> the learned gates fitted on the other folds (pre-route precision ${point.preRoutePrecision}, refusals ≤ ${point.maxRefusals})`,
  );
  const columns: Array<[string, (value: Headline) => string]> = [
    ['answers recall', (value) => value.answersRecall.toFixed(3)],
    ['answers size', (value) => value.answersTools.toFixed(2)],
    ['pre-route precision @ coverage', (value) => `${value.preRoutePrecision.toFixed(3)} @ ${value.preRouteCoverage.toFixed(3)}`],
    ['destructive unasked', (value) => String(value.destructiveUnasked)],
    ['pre-routed questions / out of catalogue', (value) => `${value.preRoutedQuestions} / ${value.preRoutedOutOfCatalogue}`],
    ['out of catalogue: nothing matched', (value) => value.outOfCatalogue],
    ['with a tool: nothing matched', (value) => value.labelledNothingMatched],
    ['other languages: pre-routed / unrelated tools', (value) => value.otherLanguages],
  ];
  console.log(`| held out | n | ${columns.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  for (const { set, off, on } of folds) {
    const [before, after] = [headline(off), headline(on)];
    console.log(`| ${set} | ${before.labelled} | ${columns.map(([, format]) => `${format(before)} -> ${format(after)}`).join(' | ')} |`);
  }
}

function printSweep(sweep: ReturnType<typeof sweepOperatingPoints>) {
  console.log(
    'Each set held out in turn, gates fitted on the others, judged on the recorded rows (before the other pre-route rules and the nothing-matched gate combine):',
  );
  console.log(
    `| pre-route precision / max refusals | ${GATE_SETS.map((set) => `${set}: pre-route precision @ coverage; out of catalogue refused; with a tool refused`).join(' | ')} |`,
  );
  console.log(`|---|${GATE_SETS.map(() => '---').join('|')}|`);
  for (const { point: at, bySet } of sweep) {
    const cells = GATE_SETS.map((set) => {
      const result = bySet[set]!;
      return `${result.preRoutePrecision.toFixed(3)} @ ${result.preRouteCoverage.toFixed(3)}; ${result.outOfCatalogueRefused}; ${result.withToolRefused} (threshold ${result.nothingMatchedThreshold.toFixed(3)})`;
    });
    console.log(`| ${at.preRoutePrecision} / ${at.maxRefusals} | ${cells.join(' | ')} |`);
  }
}

/**
 * What the gates see of each Type B scenario of the token benchmark that every other pre-route rule would let
 * through (the gates saying yes): whether each is offered a tool before the first step decides Type B's steps.
 */
async function typeBProbes({
  engine,
  gates,
  catalogue,
}: {
  engine: ToolSearchEngine;
  gates: SwappableGates;
  catalogue: EvaluatedCatalogue;
}): Promise<GateProbe[]> {
  const probes: GateProbe[] = [];
  for (const scenario of loadScenarios().filter((candidate) => candidate.type === 'B')) {
    let heard: GateEvidence | undefined;
    gates.listener = (evidence) => {
      heard = evidence;
    };
    const ranking = await engine.rank({ query: scenario.message, limit: LIMIT });
    gates.listener = undefined;
    const wouldOffer = preRouteChoice({
      message: scenario.message,
      ranking: { ...ranking, verdict: { nothingMatched: false, offerBest: true } },
      isDestructive: catalogue.isDestructive,
      makesChanges: catalogue.isWrite,
    });
    if (heard && wouldOffer !== undefined) probes.push({ features: gateFeatures(heard) });
  }
  return probes;
}

function printBootstrap({ full, probes, resamples: fits }: { full: GateResample; probes: number; resamples: GateResample[] }) {
  const thresholds = fits.map((fit) => fit.threshold).sort((a, b) => a - b);
  const mean = thresholds.reduce((sum, value) => sum + value, 0) / thresholds.length;
  const sd = Math.sqrt(thresholds.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, thresholds.length - 1));
  console.log(
    `Fitted on all rows: threshold ${full.threshold.toFixed(3)}, ${full.probesOffered} of the ${probes} Type B scenarios the other rules let through offered a tool early.`,
  );
  console.log(
    `${fits.length} resamples (pre-route precision ${point.preRoutePrecision}): threshold mean ${mean.toFixed(3)}, sd ${sd.toFixed(3)}, ` +
      `min ${thresholds[0]!.toFixed(3)}, median ${thresholds[Math.floor(thresholds.length / 2)]!.toFixed(3)}, max ${thresholds.at(-1)!.toFixed(3)}`,
  );
  console.log('| Type B scenarios offered a tool early | resamples |');
  console.log('|---|---|');
  const counts = new Map<number, number>();
  for (const fit of fits) counts.set(fit.probesOffered, (counts.get(fit.probesOffered) ?? 0) + 1);
  for (const [offered, times] of [...counts].sort(([a], [b]) => a - b)) console.log(`| ${offered} | ${times} |`);
}
