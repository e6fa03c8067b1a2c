import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentTable } from '../../../server/services/content-index/content-table.ts';
import { readIndexMetadata } from '../../../server/services/content-index/index-metadata.ts';
import { OUTBOX_BATCH, type PerformFollowerPhaseOptions, performFollowerPhase } from '../../../server/services/content-index/perform-follower-phase.ts';
import type { OutboxEntry } from '../../../server/store/content-change.ts';
import { captureLogs } from '../../support/captured-logs.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-follower-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

function setUp({ optimize = async () => {} }: { optimize?: () => Promise<void> } = {}) {
  const logs = captureLogs();
  const reads: Array<{ after: number; limit: number }> = [];
  const entries: OutboxEntry[] = [{ position: 8, change: { type: 'page', id: 1 } }];
  const table = { name: 'content', dimension: 384, open: async () => ({ optimize }) } as unknown as ContentTable;
  const options: Omit<PerformFollowerPhaseOptions, 'follower'> = {
    table,
    catalog: {
      readOutbox: async (options) => {
        reads.push(options);
        return entries;
      },
      loadDocuments: async () => [],
      outboxBounds: async () => ({ newest: 8, oldest: 1 }),
    },
    embedder: { modelId: 'local:test', embed: async () => [] },
    directory,
    logger: logs.logger,
  };
  return { logs, reads, entries, options };
}

describe('performFollowerPhase', () => {
  it('reads one batch of the outbox after the position', async () => {
    const { reads, entries, options } = setUp();
    expect(await performFollowerPhase({ follower: { phase: 'reading', position: 7, writesSinceCompaction: 0 }, ...options })).toEqual({
      type: 'read',
      entries,
    });
    expect(reads).toEqual([{ after: 7, limit: OUTBOX_BATCH }]);
  });

  it('saves the position, model and dimension, so a restart resumes there', async () => {
    const { logs, options } = setUp();
    expect(await performFollowerPhase({ follower: { phase: 'recording', position: 8, writesSinceCompaction: 0 }, ...options })).toEqual({ type: 'recorded' });
    expect(await readIndexMetadata(directory, 'content')).toEqual({ modelId: 'local:test', dimension: 384, outboxPosition: 8 });
    expect(logs.lines).toEqual([]);
  });

  it('says the index was rebuilt once the rebuild is recorded', async () => {
    const { logs, options } = setUp();
    await performFollowerPhase({ follower: { phase: 'recording', position: 8, writesSinceCompaction: 0, rebuilt: { documents: 12 } }, ...options });
    expect(logs.entries()).toEqual([expect.objectContaining({ msg: 'content index rebuilt', documents: 12 })]);
  });

  it('goes on when compaction fails: the writes are in, only search speed suffers', async () => {
    const { logs, options } = setUp({ optimize: () => Promise.reject(new Error('disk busy')) });
    expect(await performFollowerPhase({ follower: { phase: 'compacting', position: 7, through: 8, writesSinceCompaction: 0 }, ...options })).toEqual({
      type: 'compacted',
    });
    expect(logs.entries()).toEqual([expect.objectContaining({ msg: 'content index compaction failed' })]);
  });
});
