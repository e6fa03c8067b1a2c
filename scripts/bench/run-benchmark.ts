import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import type { Logger } from '../../server/logger.ts';
import { composeWayfinder } from '../../server/compose.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import type { BenchMode } from './bench-modes.ts';
import { type BenchEnvironment, type ModelUnderTest, runScenario, type ScenarioRun } from './run-scenario.ts';
import type { Conversation, Scenario } from './scenarios.ts';

/** Every run sees the same day, so the prompt's date is the same length in every mode and every run. */
export const BENCH_DATE = new Date('2026-01-15T09:00:00Z');

/**
 * Builds the demo site once (seeding and embedding are the slow part) with the real container, in a
 * temporary directory that each run copies. Returns the directory and how to remove it.
 */
export async function buildSeededTemplate({ embedder, logger }: { embedder: Embedder; logger: Logger }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-template-'));
  const templateDir = path.join(root, 'seeded');
  const config = loadConfig({
    // The benchmark measures the shipped phrases: a scenario's earlier turns must not teach its later ones.
    WAYFINDER_LEARNING: 'off',
    WAYFINDER_DATA_DIR: templateDir,
    WAYFINDER_SEED: 'demo',
    WAYFINDER_TOKENS: 'template:template-token-unused',
    LOG_LEVEL: 'silent',
  });
  const services = await composeWayfinder(config, { logger, embedder });
  await services.close();
  return { templateDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * Runs every scenario in every mode, then every conversation (each run on its own copy of the site).
 * A conversation's later turns are reported apart from the fresh turns.
 */
export async function runBenchmark({
  scenarios,
  conversations = [],
  modes,
  environment,
  modelFor,
  onRun,
}: {
  scenarios: readonly Scenario[];
  conversations?: readonly Conversation[];
  modes: readonly BenchMode[];
  environment: BenchEnvironment;
  modelFor: (turns: readonly Scenario[], mode: BenchMode) => ModelUnderTest;
  onRun?: (run: ScenarioRun) => void;
}): Promise<ScenarioRun[]> {
  const runs: ScenarioRun[] = [];
  const run = async (options: Omit<Parameters<typeof runScenario>[0], 'environment'>) => {
    const result = await runScenario({ ...options, environment });
    onRun?.(result);
    runs.push(result);
  };
  for (const scenario of scenarios) {
    for (const mode of modes) await run({ scenario, mode, modelUnderTest: modelFor([scenario], mode) });
  }
  for (const { id, turns } of conversations) {
    for (const mode of modes) await run({ scenario: turns[0]!, followUps: turns.slice(1), conversationId: id, mode, modelUnderTest: modelFor(turns, mode) });
  }
  return runs;
}
