import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { type EarlierTurn, SUMMARY_MAX_TOKENS, summarizeEarlierTurns } from '../../server/agent/summarize-earlier-turns.ts';

const countTokens = (text: string) => encode(text).length;
const turn = (number: number, extra: Partial<EarlierTurn> = {}): EarlierTurn => ({
  number,
  request: `request ${number} about the pricing page and its hero section, worded at some length`,
  answer: `Done with request ${number}; the page reads better now.`,
  changes: [],
  ...extra,
});

describe('summarizeEarlierTurns', () => {
  it('says per turn what was asked, changed (by name) and answered, and what was left open', () => {
    const summary = summarizeEarlierTurns({
      turns: [
        turn(1, { request: 'Change the homepage hero heading to Spring Sale', changes: ["Home › Hero banner: heading 'Welcome' → 'Spring Sale'"] }),
        turn(2, { answer: 'Shall I publish the Our Story page too?' }),
      ],
      countTokens,
    });
    expect(summary).toContain(`T1 asked "Change the homepage hero heading to Spring Sale" | changed: Home › Hero banner: heading 'Welcome' → 'Spring Sale'`);
    expect(summary).toContain('T2 asked');
    expect(summary).toContain('left open: "Shall I publish the Our Story page too?"');
  });

  it('stays within its token bound, keeping the first turns and those that changed something', () => {
    const turns = Array.from({ length: 40 }, (_, index) =>
      turn(index + 1, index === 20 ? { changes: ["Pricing › Hero: heading 'Prices' → 'Our prices'"] } : {}),
    );
    const summary = summarizeEarlierTurns({ turns, countTokens })!;
    expect(countTokens(summary)).toBeLessThanOrEqual(SUMMARY_MAX_TOKENS);
    expect(summary).toMatch(/^T1 asked .* T2 asked .* T3 asked .*\(\d+ more turns\)/);
    expect(summary).toContain("'Prices' → 'Our prices'");
  });

  it('writes nothing when no turn has left the context', () => {
    expect(summarizeEarlierTurns({ turns: [], countTokens })).toBeUndefined();
  });
});
