import { describe, expect, it } from 'vitest';
import type { AnswerExample } from '../../../scripts/answer/collect-answer-rows.ts';
import { answersOf, chosenAnswer, fitAnswerChooser, thresholdFor } from '../../../scripts/answer/fit-answer-chooser.ts';

// One feature per place: 1 marks the place whose tool the search needs.
const example = (set: string, { ruleDecides = false } = {}): AnswerExample => ({
  set,
  relevant: ['first', 'needed'],
  names: ['first', 'needed', 'filler', 'more filler'],
  ruleAnswer: ['first'],
  ruleDecides,
  features: [[1], [1], [0], [0]],
});

describe('answersOf', () => {
  it('averages the share of needed tools answered and the answer size', () => {
    expect(answersOf([example('a.json')], (each) => each.ruleAnswer)).toEqual({ recall: 0.5, tools: 1 });
    expect(answersOf([example('a.json')], (each) => each.names)).toEqual({ recall: 1, tools: 4 });
  });
});

describe('thresholdFor', () => {
  it('takes the lowest threshold whose answers are no larger than the focus rule’s', () => {
    const examples = [example('a.json'), example('b.json')];
    const probabilities = examples.map(() => [0.9, 0.3, 0.1, 0.1]);
    // The rule answers one tool; only a threshold above every probability of the other places keeps that size.
    expect(thresholdFor(examples, probabilities)).toBeGreaterThan(0.3);
    const generousRule = examples.map((each) => ({ ...each, ruleAnswer: ['first', 'needed'] }));
    const threshold = thresholdFor(generousRule, probabilities);
    expect(threshold).toBeGreaterThan(0.1);
    expect(threshold).toBeLessThanOrEqual(0.3);
  });
});

describe('fitAnswerChooser', () => {
  it('learns which places a search needs, and leaves the focus rule its short searches', () => {
    // The rule answers every place, filler included.
    const examples = Array.from({ length: 60 }, (_, index) => ({
      ...example(`development/round-${index % 6}/model-queries.json`),
      ruleAnswer: ['first', 'needed', 'filler', 'more filler'],
    }));
    const weights = fitAnswerChooser({ examples, isModelWritten: () => true });
    expect(chosenAnswer(weights, weights.threshold, examples[0]!)).toEqual(['first', 'needed']);
    expect(chosenAnswer(weights, weights.threshold, { ...examples[0]!, ruleDecides: true })).toEqual(examples[0]!.ruleAnswer);
  });
});
