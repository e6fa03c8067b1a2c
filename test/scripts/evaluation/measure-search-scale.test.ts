import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitQueries, measureSearchScale } from '../../../scripts/evaluation/measure-search-scale.ts';
import { toSearchableCatalogue } from '../../../scripts/evaluation/run-discovery-eval.ts';
import { generateSyntheticCatalogue, generateSyntheticQueries } from '../../../scripts/evaluation/synthetic-catalogue.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

describe('measureSearchScale', () => {
  let services: TestServices;
  let scratch: string;
  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-scale-test-'));
  });
  afterAll(async () => {
    await services.cleanup();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  // The real catalogue's size and twice it; more tools would only add texts to embed on a fresh clone (npm run bench:search measures 10,000).
  it.each([45, 90])('measures a synthetic catalogue of %i tools through both forced paths', async (size) => {
    const result = await measureSearchScale({
      label: `synthetic-${size}`,
      tools: toSearchableCatalogue(generateSyntheticCatalogue(size)),
      queries: generateSyntheticQueries(size, 20),
      queryCount: 30,
      embedder: services.embedder,
      routing: services.config.toolSearch,
      directory: scratch,
      coldBuilds: 1,
      warmBuilds: 2,
      latencyRounds: 2,
      logger: services.logger,
    });

    expect(result).toMatchObject({ tools: size, vectorRows: size, queries: 30 });
    expect(result.build).toMatchObject({ coldRowsEmbedded: size, warmRowsEmbedded: 0, coldRuns: 1, warmRuns: 2 });
    expect(result.paths).toEqual({ bm25: { bm25: 30 }, hybrid: { hybrid: 30 } });
    const numbers = [
      result.build.coldMs,
      result.build.warmMs,
      result.build.warmOverCold,
      result.hybridOverBm25P50,
      ...Object.values(result.latencyMs.bm25),
      ...Object.values(result.latencyMs.hybrid),
      result.memoryAfterBuild.rssMb,
      result.memoryAfterBuild.heapUsedMb,
    ];
    for (const value of numbers) expect(value).toBeGreaterThan(0);
    expect(result.latencyMs.hybrid.p50).toBeLessThanOrEqual(result.latencyMs.hybrid.p99);
    expect(result.recallAtLimit.hybrid).toBeGreaterThan(0);
    expect(fs.readdirSync(scratch)).toEqual([]);
  });
});

describe('fitQueries', () => {
  it('cycles a short query set and samples a long one evenly', () => {
    expect(fitQueries(['a', 'b'], 5)).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(fitQueries(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual(['a', 'c', 'e']);
    expect(fitQueries([], 3)).toEqual([]);
  });
});
