import { describe, expect, it } from 'vitest';
import {
  initialOutboxFollower,
  isSettled,
  nextOutboxFollower,
  type OutboxFollower,
  type OutboxFollowerEvent,
  WRITES_BETWEEN_COMPACTIONS,
} from '../../../server/services/content-index/outbox-follower.ts';

const idle = (position: number, rebuildDue = false, writesSinceCompaction = 0): OutboxFollower => ({
  phase: 'idle',
  position,
  rebuildDue,
  writesSinceCompaction,
});
const entry = (position: number, id: number) => ({ position, change: { type: 'page' as const, id } });

/** The follower after each event in turn. */
const run = (from: OutboxFollower, ...events: OutboxFollowerEvent[]) => events.reduce(nextOutboxFollower, from);

describe('nextOutboxFollower', () => {
  describe('starting a catch-up', () => {
    it('rebuilds first when the position is unknown, as for a new index', () => {
      expect(nextOutboxFollower(initialOutboxFollower, { type: 'catchUp' })).toEqual({ phase: 'rebuilding', position: -1, writesSinceCompaction: 0 });
    });

    it('reads the outbox after a known position', () => {
      expect(nextOutboxFollower(idle(7), { type: 'catchUp' })).toEqual({ phase: 'reading', position: 7, writesSinceCompaction: 0 });
    });

    it('rebuilds instead of reading when a rebuild was requested', () => {
      expect(run(idle(7), { type: 'rebuildRequested' }, { type: 'catchUp' })).toEqual({ phase: 'rebuilding', position: 7, writesSinceCompaction: 0 });
    });

    it('resumes from the position the metadata on disk gives', () => {
      expect(run(initialOutboxFollower, { type: 'resume', position: 12 }, { type: 'catchUp' })).toMatchObject({ phase: 'reading', position: 12 });
    });
  });

  describe('following the outbox', () => {
    it('is caught up, and idle, when the outbox holds nothing new', () => {
      expect(run(idle(7), { type: 'catchUp' }, { type: 'read', entries: [] })).toEqual(idle(7));
    });

    it('applies a batch once per item, up to its last entry', () => {
      const applying = run(idle(7), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1), entry(9, 2), entry(10, 1)] });
      expect(applying).toEqual({
        phase: 'applying',
        position: 7,
        through: 10,
        changes: [
          { type: 'page', id: 1 },
          { type: 'page', id: 2 },
        ],
        writesSinceCompaction: 0,
      });
    });

    it('records the batch as applied, then reads on', () => {
      const applying = run(idle(7), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1)] });
      const recording = nextOutboxFollower(applying, { type: 'applied', tableExisted: true });
      expect(recording).toEqual({ phase: 'recording', position: 8, writesSinceCompaction: 1 });
      expect(nextOutboxFollower(recording, { type: 'recorded' })).toEqual({ phase: 'reading', position: 8, writesSinceCompaction: 1 });
    });

    it('counts no write towards compaction when there was no table to update', () => {
      const applying = run(idle(7, false, 5), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1)] });
      expect(nextOutboxFollower(applying, { type: 'applied', tableExisted: false })).toEqual({ phase: 'recording', position: 8, writesSinceCompaction: 5 });
    });

    it(`compacts the table after every ${WRITES_BETWEEN_COMPACTIONS}th write, before recording the batch`, () => {
      const applying = run(idle(7, false, WRITES_BETWEEN_COMPACTIONS - 1), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1)] });
      const compacting = nextOutboxFollower(applying, { type: 'applied', tableExisted: true });
      expect(compacting).toEqual({ phase: 'compacting', position: 7, through: 8, writesSinceCompaction: 0 });
      expect(nextOutboxFollower(compacting, { type: 'compacted' })).toEqual({ phase: 'recording', position: 8, writesSinceCompaction: 0 });
    });

    it('rebuilds when the new vectors have another length than the table’s', () => {
      const applying = run(idle(7), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1)] });
      expect(nextOutboxFollower(applying, { type: 'dimensionChanged' })).toEqual({ phase: 'rebuilding', position: 7, writesSinceCompaction: 0 });
    });
  });

  describe('rebuilding', () => {
    it('records the position the rebuilt table reflects, then is idle with no rebuild due', () => {
      const recording = run(idle(-1, true, 3), { type: 'catchUp' }, { type: 'rebuilt', position: 40, documents: 12 });
      expect(recording).toEqual({ phase: 'recording', position: 40, writesSinceCompaction: 3, rebuilt: { documents: 12 } });
      expect(nextOutboxFollower(recording, { type: 'recorded' })).toEqual(idle(40, false, 3));
    });
  });

  describe('failing', () => {
    it('keeps the position when reading or applying fails, so the next catch-up retries the batch', () => {
      const reading = run(idle(7), { type: 'catchUp' });
      expect(nextOutboxFollower(reading, { type: 'failed' })).toEqual(idle(7));
      const applying = nextOutboxFollower(reading, { type: 'read', entries: [entry(8, 1)] });
      expect(nextOutboxFollower(applying, { type: 'failed' })).toEqual(idle(7));
      expect(run(applying, { type: 'failed' }, { type: 'catchUp' })).toMatchObject({ phase: 'reading', position: 7 });
    });

    it('keeps a written batch when only saving its position fails: a restart applies it again, which is harmless', () => {
      const recording = run(idle(7), { type: 'catchUp' }, { type: 'read', entries: [entry(8, 1)] }, { type: 'applied', tableExisted: true });
      expect(nextOutboxFollower(recording, { type: 'failed' })).toEqual(idle(8, false, 1));
    });

    it('keeps the rebuild due when the rebuild fails, or saving its position does', () => {
      const rebuilding = run(idle(7, true), { type: 'catchUp' });
      expect(nextOutboxFollower(rebuilding, { type: 'failed' })).toEqual(idle(7, true));
      const recording = nextOutboxFollower(rebuilding, { type: 'rebuilt', position: 9, documents: 2 });
      expect(nextOutboxFollower(recording, { type: 'failed' })).toEqual(idle(9, true));
      expect(run(recording, { type: 'failed' }, { type: 'catchUp' })).toMatchObject({ phase: 'rebuilding' });
    });

    it('keeps an unknown position unknown when the first rebuild fails, so the next catch-up rebuilds again', () => {
      expect(run(initialOutboxFollower, { type: 'catchUp' }, { type: 'failed' }, { type: 'catchUp' })).toMatchObject({ phase: 'rebuilding', position: -1 });
    });
  });

  describe('closing', () => {
    it('closes from any phase and then ignores everything, an outcome still in flight included', () => {
      const phases = [idle(7), run(idle(7), { type: 'catchUp' }), run(idle(7, true), { type: 'catchUp' })];
      for (const phase of phases) {
        const closed = nextOutboxFollower(phase, { type: 'close' });
        expect(closed).toEqual({ phase: 'closed' });
        expect(run(closed, { type: 'read', entries: [entry(8, 1)] }, { type: 'failed' }, { type: 'catchUp' })).toEqual({ phase: 'closed' });
      }
    });
  });

  it('refuses an event its phase does not expect', () => {
    expect(() => nextOutboxFollower(idle(7), { type: 'recorded' })).toThrow(/unexpected recorded while idle/);
    expect(() => run(idle(7), { type: 'catchUp' }, { type: 'resume', position: 3 })).toThrow(/unexpected resume while reading/);
  });
});

describe('isSettled', () => {
  it('is true between catch-ups and once closed, false while one is under way', () => {
    expect(isSettled(idle(7))).toBe(true);
    expect(isSettled({ phase: 'closed' })).toBe(true);
    expect(isSettled(run(idle(7), { type: 'catchUp' }))).toBe(false);
  });
});
