/**
 * A repeatable stream of numbers in [0, 1): mulberry32 seeded with an FNV-1a hash of `seed`. The same seed always
 * gives the same stream (a placeholder image's pixels, a script's resamples), so results can be compared run to run.
 */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
