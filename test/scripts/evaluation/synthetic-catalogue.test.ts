import { describe, expect, it } from 'vitest';
import { generateSyntheticCatalogue, generateSyntheticQueries } from '../../../scripts/evaluation/synthetic-catalogue.ts';

describe('synthetic catalogues', () => {
  it('makes the asked number of distinct, valid tools, the same every time', () => {
    const tools = generateSyntheticCatalogue(10_000);
    expect(tools).toHaveLength(10_000);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(10_000);
    expect(generateSyntheticCatalogue(10_000)).toEqual(tools);
    for (const tool of tools.slice(0, 50)) expect(tool.name).toMatch(/^[a-z]+_[a-z][A-Za-z0-9]+$/);
  });

  it('labels every query with a tool of the catalogue', () => {
    const names = new Set(generateSyntheticCatalogue(1_000).map((tool) => tool.name));
    const queries = generateSyntheticQueries(1_000, 50);
    expect(queries).toHaveLength(50);
    for (const query of queries) expect(names.has(query.relevant[0]!)).toBe(true);
  });
});
