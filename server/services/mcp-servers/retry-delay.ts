/** How long to wait before reconnecting: doubling from `firstMs`, at most `maxMs`, spread by ±20% so restarts do not synchronise. */
export function retryDelay({
  attempt,
  firstMs,
  maxMs,
  random = Math.random,
}: {
  attempt: number;
  firstMs: number;
  maxMs: number;
  random?: () => number;
}): number {
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
