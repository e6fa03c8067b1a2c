import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { type LanguageModel, wrapLanguageModel } from 'ai';
import { createScriptedModel } from '../support/scripted-language-model.ts';
import { type BenchMode, callsThroughCallTool, searchesForTools } from './bench-modes.ts';
import type { ModelUnderTest } from './run-scenario.ts';
import { createScenarioPlayer } from './scenario-player.ts';
import type { Scenario } from './scenarios.ts';

/** The offline model: plays the scenario's script and records what each call received. */
export function scriptedModelFor(scenario: Scenario, mode: BenchMode): ModelUnderTest {
  return scriptedConversationModelFor([scenario], mode);
}

/** The offline model of a conversation: one scenario's script per turn, `startTurn` moves to the next. */
export function scriptedConversationModelFor(turns: readonly Scenario[], mode: BenchMode): ModelUnderTest {
  const players = turns.map((scenario) => createScenarioPlayer({ scenario, searches: searchesForTools(mode), throughCallTool: callsThroughCallTool(mode) }));
  let current = 0;
  const scripted = createScriptedModel((options) => players[current]!.play(options));
  return {
    model: scripted.model,
    calls: scripted.calls,
    get misses() {
      return players.flatMap((player) => player.misses);
    },
    startTurn: (turn) => {
      current = turn;
    },
  };
}

/** A real model (--live) that records what each call was sent, so offline counts sit beside the provider's. */
export function recordingModel(model: LanguageModel): ModelUnderTest {
  const calls: LanguageModelV4CallOptions[] = [];
  if (typeof model === 'string') throw new Error('recordingModel needs a model instance, not a gateway id');
  return {
    calls,
    misses: [],
    model: wrapLanguageModel({
      model,
      middleware: {
        specificationVersion: 'v4',
        transformParams: async ({ params }) => {
          calls.push(params);
          return params;
        },
      },
    }),
  };
}
