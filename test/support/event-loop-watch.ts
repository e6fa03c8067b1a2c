import { monitorEventLoopDelay } from 'node:perf_hooks';

export type EventLoopWatch = {
  /** The task's result. */
  result: unknown;
  /** How long the task took, in ms. */
  elapsedMs: number;
  /** The longest the event loop was held while the task ran, in ms. */
  longestStallMs: number;
  /** The slowest answer of `probe`, called one after another while the task ran, in ms. */
  slowestProbeMs: number;
  probes: number;
};

/**
 * Runs `task` while measuring the event loop's longest delay (`monitorEventLoopDelay`) and timing `probe`
 * (a health check) over and over, as another client would see the server while the task runs.
 */
export async function watchEventLoop<T>(task: () => Promise<T>, probe: () => Promise<unknown>): Promise<EventLoopWatch & { result: T }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // The monitor's timer starts on the next turn of the loop: a stall before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  let done = false;
  let slowestProbeMs = 0;
  let probes = 0;
  const started = performance.now();
  const running = task().finally(() => {
    done = true;
  });
  const probing = (async () => {
    while (!done) {
      const probeStarted = performance.now();
      await probe();
      slowestProbeMs = Math.max(slowestProbeMs, performance.now() - probeStarted);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await running;
  const elapsedMs = performance.now() - started;
  await probing;
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  return { result, elapsedMs, longestStallMs: delay.max / 1e6, slowestProbeMs, probes };
}
