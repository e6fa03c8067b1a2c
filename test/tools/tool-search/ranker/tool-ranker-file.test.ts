import { describe, expect, it } from 'vitest';
import { buildToolRegistryFile } from '../../../../server/tool-runtime/tool-registry-file.ts';
import { loadToolRanker } from '../../../../server/tools/tool-search/ranker/tool-ranker.ts';

describe('data/tool-ranker.json', () => {
  // Start-up refuses stale weights; this says so before a server does. The fix is `npm run train:ranker`.
  it('was trained on the features the code computes and on the tools as they are now', () => {
    expect(() => loadToolRanker({ registryVersion: buildToolRegistryFile({ gitCommit: null }).version })).not.toThrow();
  });
});
