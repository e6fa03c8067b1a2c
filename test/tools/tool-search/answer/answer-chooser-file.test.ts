import { describe, expect, it } from 'vitest';
import { buildToolRegistryFile } from '../../../../server/tool-runtime/tool-registry-file.ts';
import { loadAnswerChooser } from '../../../../server/tools/tool-search/answer/answer-chooser.ts';

describe('data/answer-chooser.json', () => {
  // Start-up refuses stale weights; this says so before a server does. The fix is `npm run train:answers`.
  it('was trained on the features the code computes and on the tools as they are now', () => {
    expect(() => loadAnswerChooser({ registryVersion: buildToolRegistryFile({ gitCommit: null }).version })).not.toThrow();
  });
});
