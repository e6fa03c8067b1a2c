import type { Logger } from '../logger.ts';

export type DebouncedRefresh = {
  /** Runs `load` now; loads run one at a time. Resolves once it is done. */
  refresh(): Promise<void>;
  /** Refreshes after `debounceMs` without another call: a burst of changes costs one load. */
  schedule(): void;
  /** Runs a scheduled refresh now and waits for it (tests, shutdown). */
  flush(): Promise<void>;
  stop(): void;
};

/**
 * Keeps something derived from the database (search's learned phrases, the site's names) in step with it: `load`
 * reads and applies it, serially, at most once per burst of `schedule` calls. A scheduled load that fails is
 * logged with `failure`, and the previous state keeps serving.
 */
export function createDebouncedRefresh({
  load,
  debounceMs = 1000,
  failure,
  logger,
}: {
  load: () => Promise<void>;
  /** @default 1000 */
  debounceMs?: number;
  failure: string;
  logger: Logger;
}): DebouncedRefresh {
  let timer: NodeJS.Timeout | undefined;
  let latest: Promise<void> = Promise.resolve();
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
        refresh().catch((error: unknown) => logger.warn({ err: error }, failure));
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

/** Loads `sync` now, then schedules it on every change `subscribe` hears; its `stop` also unsubscribes. */
export async function followChanges({
  sync,
  subscribe,
}: {
  sync: DebouncedRefresh;
  /** Returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}): Promise<DebouncedRefresh> {
  await sync.refresh();
  const unsubscribe = subscribe(() => sync.schedule());
  return {
    ...sync,
    stop() {
      unsubscribe();
      sync.stop();
    },
  };
}
