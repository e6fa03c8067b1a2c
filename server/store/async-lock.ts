import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A mutex for async work. It is reentrant for the work that holds it (tracked through async context), so
 * a unit of work can call code that takes the same lock without waiting on itself.
 */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<AsyncLock>();

  private get held(): boolean {
    return this.holder.getStore() === this;
  }

  async run<T>(task: () => Promise<T> | T): Promise<T> {
    if (this.held) return task();
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await this.holder.run(this, task);
    } finally {
      release();
    }
  }
}
