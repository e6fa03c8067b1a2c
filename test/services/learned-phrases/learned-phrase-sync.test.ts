import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../server/logger.ts';
import { createLearnedPhraseSync } from '../../../server/services/learned-phrases/learned-phrase-sync.ts';
import type { LearnedPhrase, LearnedPhraseStore } from '../../../server/services/learned-phrases/learned-phrases.ts';

const phrase = (tool: string, text: string): LearnedPhrase => ({
  id: 1,
  tool,
  phrase: text,
  seenCount: 1,
  weight: 1,
  firstSeen: '2026-03-01T00:00:00.000Z',
  lastSeen: '2026-03-01T00:00:00.000Z',
  sources: [],
});

function fakeStore(phrases: LearnedPhrase[]): LearnedPhraseStore {
  return {
    list: async () => phrases,
    record: async () => {},
    remove: async () => false,
    removeTool: async () => 0,
    forgetTurns: async () => 0,
    subscribe: () => () => {},
  };
}

afterEach(() => vi.useRealTimers());

describe('learned phrase sync', () => {
  it('hands search every tool’s phrases, once per burst of changes', async () => {
    vi.useFakeTimers();
    const applied: Array<ReadonlyMap<string, readonly string[]>> = [];
    const sync = createLearnedPhraseSync({
      learnedPhrases: fakeStore([
        phrase('cms_updatePage', 'retitle the about page'),
        phrase('cms_updatePage', 'make careers live'),
        phrase('cms_listPages', 'which pages'),
      ]),
      apply: (phrasesByTool) => applied.push(phrasesByTool),
      debounceMs: 1000,
      logger: createLogger({ level: 'silent' }),
    });
    sync.schedule();
    sync.schedule();
    await vi.advanceTimersByTimeAsync(999);
    expect(applied).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sync.flush();
    expect(applied).toEqual([
      new Map([
        ['cms_updatePage', ['retitle the about page', 'make careers live']],
        ['cms_listPages', ['which pages']],
      ]),
    ]);
  });

  it('runs a scheduled refresh at once when flushed, and nothing after stop', async () => {
    let applied = 0;
    const sync = createLearnedPhraseSync({
      learnedPhrases: fakeStore([]),
      apply: () => applied++,
      debounceMs: 60_000,
      logger: createLogger({ level: 'silent' }),
    });
    sync.schedule();
    await sync.flush();
    expect(applied).toBe(1);
    sync.schedule();
    sync.stop();
    await sync.flush();
    expect(applied).toBe(1);
  });
});
