import { hasPhrases, type SearchableTool } from '../searchable-tool.ts';
import type { SearchGates } from './gate-evidence.ts';
import { ruleGates } from './rule-gates.ts';

/**
 * The gates a catalogue is judged by. The learned "nothing matched" trees read how much of a query the phrases'
 * vocabulary misses: on a catalogue without phrases most words of every query are unknown, and they refused 246 of
 * MetaTool's 2,000 labelled queries, where the hand-set rule refuses 20. There the hand-set rule says "nothing
 * matched"; the learned pre-route gate, which reads confidences and margins, still decides what is offered early
 * (with the hand-set rule's pre-routing, ToolRet-APIGen's precision fell from 0.865 to 0.791): docs/decisions/072.
 */
export function gatesForCatalogue({ gates, tools }: { gates: SearchGates; tools: readonly SearchableTool[] }): SearchGates {
  if (gates === ruleGates || hasPhrases(tools)) return gates;
  return {
    judge(evidence) {
      const { nothingMatched } = ruleGates.judge(evidence);
      return { nothingMatched, offerBest: !nothingMatched && gates.judge(evidence).offerBest };
    },
  };
}
