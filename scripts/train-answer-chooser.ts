/**
 * Fits the answer chooser (which places of the ranking `tool_search` answers with) on the development rounds the
 * ranker was not fitted on (`scripts/answer/answer-sets.ts`) and writes data/answer-chooser.json. Run it after
 * `npm run train:ranker` and `npm run train:gates`: it reads the ranking and the probabilities the shipped ranker
 * gives, and answers only what the gates let through.
 *   npm run train:answers                  # fit, write the weights, and report the later development rounds
 *   npm run train:answers -- --report      # only report: the hand-set rule against the shipped chooser
 * Never reads data/eval/frozen/: those sets judge the chooser afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createProgressLine } from '../server/console/progress-line.ts';
import { buildToolRegistryFile } from '../server/tool-runtime/tool-registry-file.ts';
import {
  type AnswerChooserWeights,
  answerChooserWeightsSchema,
  DEFAULT_ANSWER_CHOOSER_FILE,
  loadAnswerChooser,
} from '../server/tools/tool-search/answer/answer-chooser.ts';
import { ANSWER_FEATURES } from '../server/tools/tool-search/answer/answer-features.ts';
import { loadSearchGates } from '../server/tools/tool-search/gates/learned-gates.ts';
import { loadToolRanker } from '../server/tools/tool-search/ranker/tool-ranker.ts';
import { createToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { type AnswerExample, collectAnswerExamples, createSwappableAnswerChooser } from './answer/collect-answer-rows.ts';
import { ANSWER_TREES, answersOf, chosenAnswer, fitAnswerChooser } from './answer/fit-answer-chooser.ts';
import { openOfflineWorkspace } from './evaluation/offline-workspace.ts';
import { engineOptionsFor, wayfinderCatalogue } from './evaluation/wayfinder-catalogue.ts';
import { EVAL_DIRECTORY, readQuerySets, roundSets } from './ranker/development-sets.ts';
import { ANSWER_SETS, LAST_ROUND_FOR_THE_ANSWERS } from './answer/answer-sets.ts';
import { splitsPerFeature, weightsFileText } from './ranker/trees-file.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

/** As the agent asks (WAYFINDER_TOOL_SEARCH_LIMIT) and the eval answers. */
const LIMIT = 5;

const { values: args } = parseScriptArgs(import.meta.filename, {
  report: { type: 'boolean', default: false },
  out: { type: 'string' },
});
const out = args.out ?? DEFAULT_ANSWER_CHOOSER_FILE;
/** Sets the model writes (its searches are what `tool_search` answers), as against editors' messages. */
const isModelSet = (set: string) => !/editor-messages|unsupported-languages/.test(set);
/** The development rounds after the ones the chooser is fitted on (the ranker's are earlier still): the chooser's own hold-out. */
const laterRounds = (): string[] => {
  const rounds = fs
    .readdirSync(path.join(EVAL_DIRECTORY, 'development'))
    .map((name) => Number(/^round-(\d+)$/.exec(name)?.[1]))
    .filter((round) => Number.isInteger(round));
  return roundSets(LAST_ROUND_FOR_THE_ANSWERS + 1, Math.max(...rounds)).filter((set) => fs.existsSync(path.join(EVAL_DIRECTORY, set)));
};

const progressLine = createProgressLine();
const workspace = openOfflineWorkspace('answers');
try {
  const catalogue = wayfinderCatalogue();
  const registryVersion = buildToolRegistryFile({ gitCommit: null }).version;
  const chooser = createSwappableAnswerChooser();
  progressLine.update('indexing tools', 0, 1);
  const engine = await createToolSearchEngine({
    ...engineOptionsFor(catalogue, workspace),
    ranker: loadToolRanker({ registryVersion }),
    gates: loadSearchGates({ registryVersion }),
    answerChooser: chooser,
    onProgress: (done, total) => progressLine.update('embedding tool texts', done, total),
  });
  const collect = async (sets: readonly string[]): Promise<AnswerExample[]> => {
    const examples: AnswerExample[] = [];
    for (const [index, { set, queries }] of readQuerySets(sets).entries()) {
      progressLine.update(`reading the rankings of ${set}`, index, sets.length);
      examples.push(...(await collectAnswerExamples({ engine, chooser, set, queries, limit: LIMIT })));
    }
    return examples;
  };
  const heldOut = await collect(laterRounds());
  let weights: AnswerChooserWeights;
  if (args.report) {
    loadAnswerChooser({ file: out, registryVersion });
    weights = answerChooserWeightsSchema.parse(JSON.parse(fs.readFileSync(out, 'utf8')));
  } else {
    const examples = await collect(ANSWER_SETS);
    weights = {
      format: 1,
      trainedOn: [...ANSWER_SETS],
      registryVersion,
      features: [...ANSWER_FEATURES],
      ...fitAnswerChooser({ examples, isModelWritten: (example) => isModelSet(example.set) }),
    };
    fs.writeFileSync(out, weightsFileText(weights));
    progressLine.finish();
    console.log(
      `Fitted ${ANSWER_TREES.trees} trees of depth ${ANSWER_TREES.depth} on ${examples.length} queries -> ${path.relative(process.cwd(), out)}, threshold ${weights.threshold}`,
    );
    console.log('Splits:');
    for (const [feature, splits] of splitsPerFeature(weights, ANSWER_FEATURES)) console.log(`  ${feature.padEnd(24)} ${splits} splits`);
  }
  progressLine.finish();
  // The recorded features replayed: the answers the engine gives with these weights.
  const chosen = (example: AnswerExample) => chosenAnswer(weights, weights.threshold, example);
  console.log(`\nAnswers on the development rounds not fitted on (${heldOut.length} labelled queries the gates let through), recall / tools:`);
  console.log('| queries | n | hand-set rule | answer chooser |');
  console.log('|---|---|---|---|');
  for (const [name, examples] of [
    ['model-written', heldOut.filter((example) => isModelSet(example.set))],
    ["editors' messages", heldOut.filter((example) => !isModelSet(example.set))],
  ] as const) {
    const format = ({ recall, tools }: { recall: number; tools: number }) => `${recall.toFixed(4)} / ${tools.toFixed(2)}`;
    console.log(`| ${name} | ${examples.length} | ${format(answersOf(examples, (example) => example.ruleAnswer))} | ${format(answersOf(examples, chosen))} |`);
  }
} finally {
  workspace.close();
}
