import type { Logger } from '../../logger.ts';
import type { LearnedPhraseStore } from './learned-phrases.ts';

export type LearnedPhraseSync = {
  /** Loads what is learned now and hands it to search; refreshes run one at a time. Resolves once applied. */
  refresh(): Promise<void>;
  /** Refreshes after `debounceMs` without another change: a burst of changes costs one rebuild. */
  schedule(): void;
  /** Runs a scheduled refresh now and waits for it (tests, shutdown). */
  flush(): Promise<void>;
  stop(): void;
};

/**
 * Keeps search in step with the learned phrases: `apply` receives every tool's phrases whenever they change
 * (the keyword index is rebuilt with them). Only this process's changes are heard; another process sharing
 * the database picks them up at its next change or start.
 */
export function createLearnedPhraseSync({
  learnedPhrases,
  apply,
  debounceMs = 1000,
  logger,
}: {
  learnedPhrases: LearnedPhraseStore;
  apply: (phrasesByTool: ReadonlyMap<string, readonly string[]>) => void;
  /** @default 1000 */
  debounceMs?: number;
  logger: Logger;
}): LearnedPhraseSync {
  let timer: NodeJS.Timeout | undefined;
  let latest: Promise<void> = Promise.resolve();

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
  const refresh = () => {
    latest = latest.then(load, load);
    return latest;
  };
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };

  return {
    refresh,
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        refresh().catch((error: unknown) => logger.warn({ err: error }, 'could not index the learned phrases; search goes on without the latest'));
      }, debounceMs);
      timer.unref();
    },
    async flush() {
      if (!timer) return latest.catch(() => {});
      cancel();
      return refresh();
    },
    stop: cancel,
  };
}
