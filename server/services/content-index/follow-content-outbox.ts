import type { Logger } from '../../logger.ts';
import type { ContentIndex } from './content-index.ts';

export type FollowContentOutboxOptions = {
  contentIndex: ContentIndex;
  /** Wakes the index when another process commits a write (PostgreSQL's NOTIFY); resolves to its stop. */
  subscribe?: (wake: () => void) => Promise<{ stop(): Promise<void> }>;
  /** The fallback when a notification is lost (a dropped listening connection): look anyway this often. */
  pollMs: number;
  logger: Logger;
};

/**
 * Keeps this process's content index following writes that other processes make on the same database:
 * each notification or poll applies the outbox entries the index has not applied yet. Syncs never overlap;
 * a wake-up during one runs one more afterwards.
 */
export async function followContentOutbox({ contentIndex, subscribe, pollMs, logger }: FollowContentOutboxOptions): Promise<{ stop(): Promise<void> }> {
  let running: Promise<void> | undefined;
  let again = false;
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await contentIndex.sync();
      } while (again);
    })().finally(() => (running = undefined));
  };
  const subscription = await subscribe?.(wake).catch((error: unknown) => {
    logger.warn({ error }, 'cannot listen for content changes of other processes; polling only');
    return undefined;
  });
  const timer = setInterval(wake, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await subscription?.stop().catch(() => {});
      await running;
    },
  };
}
