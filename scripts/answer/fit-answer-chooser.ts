import type { AnswerChooserWeights } from '../../server/tools/tool-search/answer/answer-chooser.ts';
import type { BoostedTrees } from '../../server/tools/tool-search/boosted-trees.ts';
import { boostedTreesProbability } from '../../server/tools/tool-search/boosted-trees.ts';
import { fitBoostedTrees } from '../ranker/fit-boosted-trees.ts';
import type { AnswerExample } from './collect-answer-rows.ts';
import { foldOf } from '../ranker/development-sets.ts';

/**
 * The trees' size and fitting: as the ranker's, smaller. 60 to 200 trees of depth 2 to 4 were within 0.003 of each
 * other in recall at the same answer size on the development rounds not fitted on (docs/decisions/098).
 */
export const ANSWER_TREES = { trees: 100, depth: 3, learningRate: 0.1, minLeafRows: 20, l2: 1, bins: 32 } as const;

/** The thresholds tried, from the lowest: a step of 0.0025. */
const THRESHOLDS = Array.from({ length: 400 }, (_, index) => (index + 1) / 400);
/** Groups the development folds are dealt into for the cross-fitted probabilities, as the gates' rankers are. */
const CROSS_FIT_GROUPS = 5;

/**
 * Trees on every place below the first of the examples they decide (not `ruleDecides`): whether its tool is one the
 * query needs. The first place is always answered. Pure.
 */
export function fitAnswerTrees(examples: readonly AnswerExample[]): BoostedTrees {
  const rows: number[][] = [];
  const labels: (0 | 1)[] = [];
  for (const { names, features, relevant, ruleDecides } of examples) {
    if (ruleDecides) continue;
    for (let place = 1; place < names.length; place++) {
      rows.push(features[place]!);
      labels.push(relevant.includes(names[place]!) ? 1 : 0);
    }
  }
  return fitBoostedTrees({ rows, labels, ...ANSWER_TREES });
}

/** Mean recall and size of the answers `answer` gives the examples. Pure. */
export function answersOf(examples: readonly AnswerExample[], answer: (example: AnswerExample) => readonly string[]): { recall: number; tools: number } {
  let recall = 0;
  let tools = 0;
  for (const example of examples) {
    const answered = answer(example);
    recall += example.relevant.filter((name) => answered.includes(name)).length / example.relevant.length;
    tools += answered.length;
  }
  return { recall: recall / Math.max(examples.length, 1), tools: tools / Math.max(examples.length, 1) };
}

/** The focus rule's answer where it stands, else the places at or above the threshold and always the first. Pure. */
const answerAt = ({ names, ruleAnswer, ruleDecides }: AnswerExample, probabilities: readonly number[], threshold: number): readonly string[] =>
  ruleDecides ? ruleAnswer : names.filter((_, place) => place === 0 || probabilities[place]! >= threshold);

/** The chooser's answer to a recorded example, from its recorded features. Pure. */
export function chosenAnswer(trees: BoostedTrees, threshold: number, example: AnswerExample): readonly string[] {
  return answerAt(
    example,
    example.features.map((row) => boostedTreesProbability(trees, row)),
    threshold,
  );
}

/**
 * Each example's places' probabilities by trees fitted without its fold's group: the development folds
 * (`foldOf`, a former frozen round's two sets together) dealt into CROSS_FIT_GROUPS groups. Pure.
 */
export function crossFittedProbabilities(examples: readonly AnswerExample[]): number[][] {
  const folds = [...new Set(examples.map((example) => foldOf(example.set)))].sort();
  const groupOf = new Map(folds.map((fold, index) => [fold, index % CROSS_FIT_GROUPS]));
  const probabilities: number[][] = examples.map(() => []);
  for (let group = 0; group < Math.min(CROSS_FIT_GROUPS, folds.length); group++) {
    const trees = fitAnswerTrees(examples.filter((example) => groupOf.get(foldOf(example.set)) !== group));
    examples.forEach((example, index) => {
      if (groupOf.get(foldOf(example.set)) === group) probabilities[index] = example.features.map((row) => boostedTreesProbability(trees, row));
    });
  }
  return probabilities;
}

/**
 * The operating point: the lowest threshold at which the answers average no more tools than the focus rule's, so what
 * the chooser changes is which tools they hold, not how many tokens they cost. The caller gives the model-written
 * queries (their searches are what `tool_search` answers) and probabilities of trees that did not see them
 * (cross-fitted): on the queries they were fitted on the trees are surer than on new text (docs/decisions/098). Pure.
 */
export function thresholdFor(examples: readonly AnswerExample[], probabilities: readonly (readonly number[])[]): number {
  const probabilitiesOf = new Map(examples.map((example, index) => [example, probabilities[index]!]));
  const ruleTools = answersOf(examples, (example) => example.ruleAnswer).tools;
  const threshold = THRESHOLDS.find(
    (candidate) => answersOf(examples, (example) => answerAt(example, probabilitiesOf.get(example)!, candidate)).tools <= ruleTools,
  );
  if (threshold === undefined) throw new Error(`no threshold keeps the answers within the focus rule's ${ruleTools.toFixed(2)} tools`);
  return threshold;
}

/**
 * The weights' trees, fitted on every example, and the threshold read on the cross-fitted probabilities of the
 * examples `isModelWritten` picks. Pure.
 */
export function fitAnswerChooser({
  examples,
  isModelWritten,
}: {
  examples: readonly AnswerExample[];
  isModelWritten: (example: AnswerExample) => boolean;
}): Pick<AnswerChooserWeights, 'bias' | 'trees' | 'threshold'> {
  const probabilities = crossFittedProbabilities(examples);
  const modelWritten = examples.flatMap((example, index) => (isModelWritten(example) ? [{ example, probabilities: probabilities[index]! }] : []));
  const threshold = thresholdFor(
    modelWritten.map(({ example }) => example),
    modelWritten.map(({ probabilities: ofExample }) => ofExample),
  );
  return { ...fitAnswerTrees(examples), threshold };
}
