import { describe, expect, it } from 'vitest';
import { metadataStaleReason, positionStaleReason } from '../../../server/services/content-index/stale-reason.ts';

describe('metadataStaleReason', () => {
  it('asks for a rebuild without metadata, or when the embedding model changed', () => {
    expect(metadataStaleReason({ metadata: undefined, modelId: 'local:a' })).toBe('no index metadata');
    expect(metadataStaleReason({ metadata: { modelId: 'local:a', dimension: 3, outboxPosition: 4 }, modelId: 'local:b' })).toBe(
      'embedding model changed from local:a to local:b',
    );
  });

  it('accepts metadata of the same model', () => {
    expect(metadataStaleReason({ metadata: { modelId: 'local:a', dimension: 3, outboxPosition: 4 }, modelId: 'local:a' })).toBeUndefined();
  });
});

describe('positionStaleReason', () => {
  const outbox = { newest: 20, oldest: 10 };

  it('resumes from a position inside the outbox, or just before its oldest kept entry', () => {
    expect(positionStaleReason({ position: 15, outbox })).toBeUndefined();
    expect(positionStaleReason({ position: 9, outbox })).toBeUndefined();
    expect(positionStaleReason({ position: 20, outbox })).toBeUndefined();
  });

  it('cannot resume from an unknown position, one ahead of the outbox, or one whose next entries were pruned', () => {
    expect(positionStaleReason({ position: -1, outbox })).toBe('index position in the content outbox unknown');
    expect(positionStaleReason({ position: 21, outbox })).toBe('index is ahead of the content outbox (another database)');
    expect(positionStaleReason({ position: 8, outbox })).toBe('content outbox entries the index never applied were pruned');
  });
});
