import type { Logger } from '../../logger.ts';
import { createDebouncedRefresh, type DebouncedRefresh } from '../debounced-refresh.ts';
import type { LearnedPhraseStore } from './learned-phrases.ts';

export type LearnedPhraseSync = DebouncedRefresh;

/**
 * Keeps search in step with the learned phrases: `apply` receives every tool's phrases whenever they change
 * (the keyword index is rebuilt with them). Only this process's changes are heard; another process sharing
 * the database picks them up at its next change or start.
 */
export function createLearnedPhraseSync({
  learnedPhrases,
  apply,
  debounceMs,
  logger,
}: {
  learnedPhrases: LearnedPhraseStore;
  apply: (phrasesByTool: ReadonlyMap<string, readonly string[]>) => void;
  /** @default 1000 */
  debounceMs?: number;
  logger: Logger;
}): LearnedPhraseSync {
  const load = async () => {
    const phrases = await learnedPhrases.list();
    const byTool = new Map<string, string[]>();
    for (const { tool, phrase } of phrases) byTool.set(tool, [...(byTool.get(tool) ?? []), phrase]);
    const started = performance.now();
    apply(byTool);
    logger.info(
      { event: 'learned_phrases_indexed', phrases: phrases.length, tools: byTool.size, ms: Math.round(performance.now() - started) },
      'learned phrases indexed',
    );
  };
  return createDebouncedRefresh({ load, debounceMs, failure: 'could not index the learned phrases; search goes on without the latest', logger });
}
