import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/logger.ts';
import type { KeywordIndex } from '../../../server/tools/tool-search/keyword-index.ts';
import type { ToolMatch } from '../../../server/tools/tool-search/searchable-tool.ts';
import { type RoutingConfig, smartToolSearch } from '../../../server/tools/tool-search/smart-tool-search.ts';
import type { VectorToolIndex } from '../../../server/tools/tool-search/vector-tool-index.ts';
import { keywordMatch } from './keyword-match.ts';

const routing: RoutingConfig = {
  strategy: 'routed',
  keywordOnlyAbove: 0.4,
  vectorOnlyBelow: 0.05,
  vectorOnlyMinConfidence: 0.4,
  weights: { keyword: 0.85, vector: 0.15 },
};
const keywordIndex = (matches: Array<[string, number]>): Pick<KeywordIndex, 'search'> => ({
  search: () => matches.map(([name, confidence]) => keywordMatch(name, confidence)),
});
const vectorIndex = (matches: Array<[string, number]>): VectorToolIndex => ({
  search: async () => matches.map(([name, confidence]): ToolMatch => ({ name, confidence, source: 'vector' })),
});
const search = (keyword: Array<[string, number]>, vector: Array<[string, number]>) =>
  smartToolSearch({
    query: 'q',
    limit: 5,
    keywordIndex: keywordIndex(keyword),
    vectorIndex: vectorIndex(vector),
    routing,
    logger: createLogger({ level: 'silent' }),
  });

describe('smartToolSearch', () => {
  it('answers with no tools when vectors answer alone and none clears the similarity floor', async () => {
    const result = await search(
      [],
      [
        ['http_post', 0.39],
        ['cms_getPost', 0.35],
      ],
    );
    expect(result).toMatchObject({ matches: [], path: 'vector' });
  });

  it('keeps the vector matches that clear the floor when vectors answer alone', async () => {
    const result = await search(
      [['cms_getPage', 0.01]],
      [
        ['cms_listPages', 0.62],
        ['http_post', 0.3],
      ],
    );
    expect(result.matches.map((match) => match.name)).toEqual(['cms_listPages']);
  });

  it('lets BM25 decide alone when the vectors have no opinion, e.g. on a query the model cannot read', async () => {
    const result = await search(
      [
        ['cms_listPages', 0.3],
        ['cms_getPage', 0.2],
      ],
      [],
    );
    expect(result.path).toBe('bm25');
    expect(result.matches).toMatchObject([
      { name: 'cms_listPages', confidence: 0.3, source: 'bm25' },
      { name: 'cms_getPage', confidence: 0.2, source: 'bm25' },
    ]);
  });
});
