import { describe, expect, it } from 'vitest';
import { boundResult } from '../../server/tool-runtime/bound-result.ts';

const size = (value: unknown) => JSON.stringify(value).length;

describe('boundResult', () => {
  it('returns a result within the limit as it is', () => {
    const output = { content: 'short' };
    expect(boundResult(output, 1_000)).toBe(output);
  });

  it('cuts the longest text first, keeping the shape, and says so', () => {
    const output = { title: 'Graph', content: 'x'.repeat(50_000), note: 'kept' };
    const bounded = boundResult(output, 5_000) as Record<string, string>;
    expect(size(bounded)).toBeLessThanOrEqual(5_000);
    expect(bounded).toMatchObject({ title: 'Graph', note: 'kept', resultCut: expect.stringContaining('The result had 50') });
    expect(bounded.content).toMatch(/^x+… \[cut \d+ characters\]$/);
    expect(output.content).toHaveLength(50_000);
  });

  it('shortens long lists when texts alone cannot bring it under the limit', () => {
    const output = { entities: Array.from({ length: 2_000 }, (_, index) => ({ name: `entity ${index}`, type: 'person' })) };
    const bounded = boundResult(output, 4_000) as { entities: unknown[]; resultCut: string };
    expect(size(bounded)).toBeLessThanOrEqual(4_000);
    expect(bounded.entities.at(-1)).toMatch(/^… \[\d+ more items cut\]$/);
    expect(bounded.entities[0]).toEqual({ name: 'entity 0', type: 'person' });
  });

  it('wraps a result that is not an object', () => {
    const bounded = boundResult('y'.repeat(10_000), 2_000) as { result: string; resultCut: string };
    expect(bounded.result.length).toBeLessThan(2_000);
    expect(bounded.resultCut).toContain('cut');
  });
});
