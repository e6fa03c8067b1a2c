import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LearnedPhraseLimits, LearnedPhraseStore, PhraseSource } from '../../../server/services/learned-phrases/learned-phrases.ts';
import { createSqlLearnedPhrases } from '../../../server/services/learned-phrases/sql-learned-phrases.ts';
import type { SqlDatabase } from '../../../server/store/sql/sql-client.ts';
import { DATABASE_BACKENDS, openTestDatabase } from '../../support/test-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMITS: LearnedPhraseLimits = { maxPerTool: 3, maxTotal: 5, halfLifeDays: 10, minWeight: 0.25 };

describe.each(DATABASE_BACKENDS)('learned phrases on %s', (backend) => {
  let database: SqlDatabase;
  let phrases: LearnedPhraseStore;
  let clock: Date;

  beforeEach(async () => {
    database = await openTestDatabase(backend);
    clock = new Date('2026-03-01T10:00:00.000Z');
    phrases = createSqlLearnedPhrases({ database, limits: LIMITS, now: () => clock });
  });
  afterEach(() => database.close());

  const source = (turn: number, sessionId = 's1'): PhraseSource => ({ sessionId, turn, editor: 'ana', at: clock.toISOString() });
  const later = (days: number) => {
    clock = new Date(clock.getTime() + days * DAY_MS);
  };
  const phrasesOf = async (tool: string) => (await phrases.list({ tool })).map((entry) => entry.phrase);

  it('keeps a phrase per tool with where it came from', async () => {
    await phrases.record({ phrase: '  stash the  shop link ', tools: ['cms_toggleNavigationItem', 'cms_getNavigation'], source: source(1) });
    expect(await phrases.list()).toEqual([
      expect.objectContaining({ tool: 'cms_getNavigation', phrase: 'stash the shop link', seenCount: 1, weight: 1 }),
      {
        id: expect.any(Number),
        tool: 'cms_toggleNavigationItem',
        phrase: 'stash the shop link',
        seenCount: 1,
        weight: 1,
        firstSeen: '2026-03-01T10:00:00.000Z',
        lastSeen: '2026-03-01T10:00:00.000Z',
        sources: [{ sessionId: 's1', turn: 1, editor: 'ana', at: '2026-03-01T10:00:00.000Z' }],
      },
    ]);
  });

  it('counts a repeat, case and punctuation aside, instead of adding a row; a turn teaches once', async () => {
    await phrases.record({ phrase: 'Stash the shop link', tools: ['cms_toggleNavigationItem'], source: source(1) });
    await phrases.record({ phrase: 'Stash the shop link', tools: ['cms_toggleNavigationItem'], source: source(1) });
    later(10);
    await phrases.record({ phrase: 'stash the shop link!', tools: ['cms_toggleNavigationItem'], source: source(2) });
    const [entry] = await phrases.list();
    expect(entry).toMatchObject({ phrase: 'stash the shop link!', seenCount: 2, firstSeen: '2026-03-01T10:00:00.000Z' });
    expect(entry!.weight).toBeCloseTo(1.5);
    expect(entry!.sources.map((kept) => kept.turn)).toEqual([2, 1]);
  });

  it('halves a phrase every half-life and drops it below the floor', async () => {
    await phrases.record({ phrase: 'stash the shop link', tools: ['cms_toggleNavigationItem'], source: source(1) });
    later(10);
    expect((await phrases.list())[0]!.weight).toBeCloseTo(0.5);
    later(10.1);
    expect(await phrases.list()).toEqual([]);
  });

  it('keeps the heaviest phrases of a tool and of the site', async () => {
    await phrases.record({ phrase: 'hide the shop link', tools: ['cms_toggleNavigationItem'], source: source(1) });
    await phrases.record({ phrase: 'hide the shop link', tools: ['cms_toggleNavigationItem'], source: source(2) });
    for (const [turn, phrase] of ['stash the blog link', 'park the team link', 'bury the faq link'].entries()) {
      later(1);
      await phrases.record({ phrase, tools: ['cms_toggleNavigationItem'], source: source(turn + 3) });
    }
    // Seen twice outweighs seen once; among the once-seen, the oldest goes.
    expect(await phrasesOf('cms_toggleNavigationItem')).toEqual(['hide the shop link', 'bury the faq link', 'park the team link']);
    for (const [turn, phrase] of ['list every page', 'show the pages', 'which pages exist'].entries()) {
      later(1);
      await phrases.record({ phrase, tools: ['cms_listPages'], source: source(turn + 10) });
    }
    expect(await phrases.list()).toHaveLength(LIMITS.maxTotal);
    expect(await phrasesOf('cms_listPages')).toEqual(['which pages exist', 'show the pages', 'list every page']);
  });

  it('takes back what an undone turn taught: a sighting, or the phrase when it was the only one', async () => {
    await phrases.record({ phrase: 'stash the shop link', tools: ['cms_toggleNavigationItem'], source: source(1) });
    await phrases.record({ phrase: 'stash the shop link', tools: ['cms_toggleNavigationItem'], source: source(1, 's2') });
    await phrases.record({ phrase: 'park the blog link', tools: ['cms_toggleNavigationItem', 'cms_getNavigation'], source: source(2) });
    expect(await phrases.forgetTurns([{ sessionId: 's1', turn: 2 }])).toBe(2);
    expect(await phrases.list()).toEqual([expect.objectContaining({ phrase: 'stash the shop link', seenCount: 2 })]);
    expect(await phrases.forgetTurns([{ sessionId: 's1', turn: 1 }])).toBe(1);
    expect(await phrases.list()).toEqual([
      expect.objectContaining({ phrase: 'stash the shop link', seenCount: 1, weight: 1, sources: [expect.objectContaining({ sessionId: 's2' })] }),
    ]);
    expect(await phrases.forgetTurns([{ sessionId: 's9', turn: 1 }])).toBe(0);
  });

  it('forgets one phrase or all of a tool, and tells listeners about each change', async () => {
    let heard = 0;
    const stop = phrases.subscribe(() => heard++);
    await phrases.record({ phrase: 'stash the shop link', tools: ['cms_toggleNavigationItem', 'cms_getNavigation'], source: source(1) });
    await phrases.record({ phrase: 'park the blog link', tools: ['cms_toggleNavigationItem'], source: source(2) });
    const [navigation] = await phrases.list({ tool: 'cms_getNavigation' });
    expect(await phrases.remove(navigation!.id)).toBe(true);
    expect(await phrases.remove(navigation!.id)).toBe(false);
    expect(await phrases.removeTool('cms_toggleNavigationItem')).toBe(2);
    expect(await phrases.list()).toEqual([]);
    expect(heard).toBe(4);
    stop();
    await phrases.record({ phrase: 'park the blog link', tools: ['cms_toggleNavigationItem'], source: source(3) });
    expect(heard).toBe(4);
  });
});
