import { type AnswerChooser, ruleDecides } from '../../server/tools/tool-search/answer/answer-chooser.ts';
import { type AnswerEvidence, answerFeatures } from '../../server/tools/tool-search/answer/answer-features.ts';
import type { ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import type { EvalQuery } from '../evaluation/run-discovery-eval.ts';

/** One labelled query's ranking as the answer chooser is shown it, with the tools the query needs. */
export type AnswerExample = {
  set: string;
  relevant: readonly string[];
  names: readonly string[];
  ruleAnswer: readonly string[];
  /** The focus rule's answer stands (`ruleDecides`): the trees neither see nor decide it. */
  ruleDecides: boolean;
  features: number[][];
};

/** A chooser the scripts can swap (`inner`) and listen to, so one engine serves recording and measuring. */
export type SwappableAnswerChooser = AnswerChooser & { inner?: AnswerChooser; listener?: (evidence: AnswerEvidence) => void };

export function createSwappableAnswerChooser(): SwappableAnswerChooser {
  const chooser: SwappableAnswerChooser = {
    choose(evidence) {
      chooser.listener?.(evidence);
      return chooser.inner ? chooser.inner.choose(evidence) : [...evidence.ruleAnswer];
    },
  };
  return chooser;
}

/**
 * Runs each query that needs a tool through the engine at the agent's limit and records what the chooser was shown.
 * A query the gates answer with "nothing matched" gets no tools whatever the chooser says, and gives no example.
 */
export async function collectAnswerExamples({
  engine,
  chooser,
  set,
  queries,
  limit,
}: {
  engine: ToolSearchEngine;
  chooser: SwappableAnswerChooser;
  set: string;
  queries: readonly EvalQuery[];
  limit: number;
}): Promise<AnswerExample[]> {
  const examples: AnswerExample[] = [];
  for (const query of queries) {
    if (query.relevant.length === 0) continue;
    let shown: AnswerEvidence | undefined;
    chooser.listener = (evidence) => {
      shown = evidence;
    };
    const { verdict } = await engine.rank({ query: query.query, limit });
    chooser.listener = undefined;
    if (!shown || verdict.nothingMatched || shown.names.length === 0) continue;
    examples.push({
      set,
      relevant: query.relevant,
      names: shown.names,
      ruleAnswer: shown.ruleAnswer,
      ruleDecides: ruleDecides(shown),
      features: answerFeatures(shown),
    });
  }
  return examples;
}
