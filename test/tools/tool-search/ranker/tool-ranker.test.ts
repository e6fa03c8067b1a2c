import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createToolRanker, loadToolRanker, StaleToolRankerError, type ToolRankerWeights } from '../../../../server/tools/tool-search/ranker/tool-ranker.ts';
import { RANKING_FEATURES } from '../../../../server/tools/tool-search/ranker/tool-ranking-features.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-ranker-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const keywordConfidence = RANKING_FEATURES.indexOf('keywordConfidence');
// With vectors, one tree: a confident keyword match adds 2 to the log-odds, a weak one takes 2 away. Without, the
// opposite, so a test can tell which trees read a query.
const weights = (overrides: Partial<ToolRankerWeights> = {}): ToolRankerWeights => ({
  format: 1,
  trainedOn: ['wayfinder-queries.json'],
  registryVersion: 'v1',
  features: [...RANKING_FEATURES],
  bias: 0,
  trees: [[{ feature: keywordConfidence, threshold: 0.5, left: 1, right: 2 }, { value: -2 }, { value: 2 }]],
  withoutVectors: { bias: 0, trees: [[{ feature: keywordConfidence, threshold: 0.5, left: 1, right: 2 }, { value: 2 }, { value: -2 }]] },
  ...overrides,
});
const write = (content: ToolRankerWeights) => {
  const file = path.join(directory, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};
const row = (keywordConfidence: number, { inVectorList = 1 } = {}) => ({
  name: 'tool',
  features: RANKING_FEATURES.map((feature) => ({ keywordConfidence, inVectorList })[feature as string] ?? 0),
});

describe('tool ranker weights', () => {
  it('scores a candidate higher the more its trees say so, as a probability', () => {
    const [low, high] = createToolRanker(weights()).score([row(0.1), row(0.9)]);
    expect(high).toBeGreaterThan(low!);
    expect(high).toBeLessThan(1);
  });

  it('reads a query whose candidates the vectors did not find with the trees fitted on such queries', () => {
    const [low, high] = createToolRanker(weights()).score([row(0.9, { inVectorList: 0 }), row(0.1, { inVectorList: 0 })]);
    expect(high).toBeGreaterThan(low!);
    const [withVectors] = createToolRanker(weights()).score([row(0.9), row(0.1, { inVectorList: 0 })]);
    expect(withVectors).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });

  it('loads weights trained on the current features and tools', () => {
    expect(loadToolRanker({ file: write(weights()), registryVersion: 'v1' }).score([row(1)])[0]).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });

  it('refuses trees that split on a feature the code does not compute, or whose nodes could loop', () => {
    const beyond = write(weights({ trees: [[{ feature: RANKING_FEATURES.length, threshold: 0.5, left: 1, right: 2 }, { value: -2 }, { value: 2 }]] }));
    expect(() => loadToolRanker({ file: beyond })).toThrow(/splits on feature/);
    const loop = write(weights({ trees: [[{ feature: keywordConfidence, threshold: 0.5, left: 0, right: 1 }, { value: 2 }]] }));
    expect(() => loadToolRanker({ file: loop })).toThrow(/child out of order/);
    const beyondWithoutVectors = write(
      weights({
        withoutVectors: { bias: 0, trees: [[{ feature: RANKING_FEATURES.length + 1, threshold: 0.5, left: 1, right: 2 }, { value: -2 }, { value: 2 }]] },
      }),
    );
    expect(() => loadToolRanker({ file: beyondWithoutVectors })).toThrow(/splits on feature/);
  });

  it("refuses weights in another model's shape, such as the logistic regression this file held before", () => {
    const { trees: _trees, withoutVectors: _withoutVectors, ...header } = weights();
    const file = write({ ...header, mean: [], scale: [], weights: [] } as unknown as ToolRankerWeights);
    expect(() => loadToolRanker({ file })).toThrow(/unreadable weights/);
  });

  it('refuses weights trained on another feature list, naming both lists and the command that refits', () => {
    const file = write(weights({ features: [...RANKING_FEATURES.slice(1), 'retired'] }));
    expect(() => loadToolRanker({ file })).toThrow(StaleToolRankerError);
    expect(() => loadToolRanker({ file })).toThrow(/npm run train:ranker/);
  });

  it('refuses weights trained on another version of the tools', () => {
    expect(() => loadToolRanker({ file: write(weights()), registryVersion: 'v2' })).toThrow(/trained on tool registry v1, the tools are now v2/);
  });

  it('refuses a missing weights file', () => {
    expect(() => loadToolRanker({ file: path.join(directory, 'none.json') })).toThrow(StaleToolRankerError);
  });
});
