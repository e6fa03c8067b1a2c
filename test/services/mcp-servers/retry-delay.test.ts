import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../../server/services/mcp-servers/retry-delay.ts';

describe('retryDelay', () => {
  it('doubles from the first delay up to the maximum, spread by a fifth either way', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 8].map((attempt) => retryDelay({ attempt, firstMs: 1_000, maxMs: 10_000, random: middle }))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000,
    ]);
    expect(retryDelay({ attempt: 1, firstMs: 1_000, maxMs: 10_000, random: () => 0 })).toBe(800);
    expect(retryDelay({ attempt: 1, firstMs: 1_000, maxMs: 10_000, random: () => 1 })).toBe(1_200);
  });
});
