import { describe, expect, it } from 'vitest';
import { buildToolRegistryFile } from '../../../../server/tool-runtime/tool-registry-file.ts';
import { loadSearchGates } from '../../../../server/tools/tool-search/gates/learned-gates.ts';

describe('data/search-gates.json', () => {
  // Start-up refuses stale weights; this says so before a server does. The fix is `npm run train:gates`.
  it('was trained on the features the code computes and on the tools as they are now', () => {
    expect(() => loadSearchGates({ registryVersion: buildToolRegistryFile({ gitCommit: null }).version })).not.toThrow();
  });
});
