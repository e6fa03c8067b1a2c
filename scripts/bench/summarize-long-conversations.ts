import { BENCH_MODES, type BenchMode, type WayfinderMode } from './bench-modes.ts';
import { cacheWeightedInputOf, cacheWriteWeightedInputOf, inputOf, type RequestTokens } from './count-request-tokens.ts';
import type { ScenarioRun } from './run-scenario.ts';
import type { TargetCheck } from './summarize-runs.ts';

/** One long conversation in one mode, summed over all its turns. */
export type LongConversationSummary = {
  conversation: string;
  mode: BenchMode;
  turns: number;
  /** Every input token of every call of every turn. */
  input: number;
  /** Share of that input which repeats the start of the call before it (what a prompt cache serves). */
  cachedShare: number;
  /** The input with cached tokens at 10% of the price. */
  billCachedAtTenth: number;
  /** The input billed the Anthropic way: cache writes at 1.25x, cache reads at 0.1x. */
  billWithCacheWrites: number;
  /**
   * The turn that costs most against the same turn run fresh in the same mode plus the summary it carries
   * (its tokens in each call): undefined when no turn of the conversation was also run fresh.
   */
  worstTurnVersusFresh?: { turn: number; scenario: string; ratio: number };
};

const sumOf = (requests: readonly RequestTokens[], of: (request: RequestTokens) => number) => requests.reduce((sum, request) => sum + of(request), 0);

/**
 * The long conversations' bills per mode. `freshRuns` are single-turn runs, looked up by mode and scenario
 * to judge each later turn against itself run fresh.
 */
export function summarizeLongConversations(longRuns: readonly ScenarioRun[], freshRuns: readonly ScenarioRun[]): LongConversationSummary[] {
  const freshInput = new Map(
    freshRuns.filter((run) => run.conversationId === undefined).map((run) => [`${run.mode} ${run.scenario.id}`, sumOf(run.requests, inputOf)]),
  );
  return longRuns.map((run) => {
    const turns = [{ scenario: run.scenario, requests: run.requests }, ...run.laterTurns];
    const requests = turns.flatMap((turn) => turn.requests);
    const input = sumOf(requests, inputOf);
    const ratios = turns.slice(1).flatMap((turn, index) => {
      const fresh = freshInput.get(`${run.mode} ${turn.scenario.id}`);
      if (fresh === undefined) return [];
      const ratio = sumOf(turn.requests, inputOf) / (fresh + sumOf(turn.requests, (request) => request.summary));
      return [{ turn: index + 2, scenario: turn.scenario.id, ratio: Math.round(ratio * 100) / 100 }];
    });
    const worst = ratios.reduce<(typeof ratios)[number] | undefined>((most, next) => (most && most.ratio >= next.ratio ? most : next), undefined);
    return {
      conversation: run.conversationId ?? run.scenario.id,
      mode: run.mode,
      turns: turns.length,
      input,
      cachedShare: Math.round((sumOf(requests, (request) => request.cachedPrefix) / Math.max(1, input)) * 1000) / 1000,
      billCachedAtTenth: Math.round(sumOf(requests, cacheWeightedInputOf)),
      billWithCacheWrites: Math.round(sumOf(requests, cacheWriteWeightedInputOf)),
      ...(worst ? { worstTurnVersusFresh: worst } : {}),
    };
  });
}

/** Issue 28's targets for discovery over a whole long conversation. */
export const LONG_CONVERSATION_TARGETS = { billVersusFloor: 1.15, cachedShare: 0.8, turnVersusFresh: 1.3 } as const;

/** One check per target for one of Wayfinder's modes, judged on the worst conversation. */
export function checkLongConversationTargets(summaries: readonly LongConversationSummary[], mode: WayfinderMode = 'discovery'): TargetCheck[] {
  const discovery = summaries.filter((summary) => summary.mode === mode);
  if (discovery.length === 0) return [];
  const checks: TargetCheck[] = [];
  const floors = new Map(summaries.filter((summary) => summary.mode === 'oracleWithRules').map((summary) => [summary.conversation, summary]));
  const versusFloor = discovery.flatMap((summary) => {
    const floor = floors.get(summary.conversation);
    return floor ? [{ conversation: summary.conversation, ratio: summary.billCachedAtTenth / Math.max(1, floor.billCachedAtTenth) }] : [];
  });
  if (versusFloor.length > 0) {
    const worst = versusFloor.reduce((most, next) => (next.ratio > most.ratio ? next : most));
    checks.push({
      target: `Long conversations: bill (cached at 10%) <= ${LONG_CONVERSATION_TARGETS.billVersusFloor}x the oracle with rules`,
      measured: versusFloor.map((entry) => `${entry.conversation} ${entry.ratio.toFixed(2)}x`).join(', '),
      met: worst.ratio <= LONG_CONVERSATION_TARGETS.billVersusFloor,
    });
  }
  checks.push({
    target: `Long conversations: cached share >= ${LONG_CONVERSATION_TARGETS.cachedShare * 100}%`,
    measured: discovery.map((summary) => `${summary.conversation} ${Math.round(summary.cachedShare * 100)}%`).join(', '),
    met: discovery.every((summary) => summary.cachedShare >= LONG_CONVERSATION_TARGETS.cachedShare),
  });
  const judged = discovery.filter((summary) => summary.worstTurnVersusFresh);
  if (judged.length > 0)
    checks.push({
      target: `Long conversations: no turn's input > ${LONG_CONVERSATION_TARGETS.turnVersusFresh}x the same turn fresh plus its summary`,
      measured: judged
        .map(({ conversation, worstTurnVersusFresh: worst }) => `${conversation} worst turn ${worst!.turn} (${worst!.scenario}) ${worst!.ratio}x`)
        .join(', '),
      met: judged.every((summary) => summary.worstTurnVersusFresh!.ratio <= LONG_CONVERSATION_TARGETS.turnVersusFresh),
    });
  return checks;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** The long conversations as a table: one row per conversation and mode, the floor's ratio beside discovery's. */
export function formatLongConversations(summaries: readonly LongConversationSummary[]): string[] {
  if (summaries.length === 0) return [];
  const floors = new Map(summaries.filter((summary) => summary.mode === 'oracleWithRules').map((summary) => [summary.conversation, summary]));
  const lines = [
    `Long conversations (data/bench/long-conversations.json, ${new Set(summaries.map((summary) => summary.conversation)).size} editing sessions):`,
    '',
    '| conversation | turns | mode | input | cached share | bill, cached at 10% | bill, cache writes 1.25x / reads 0.1x | bill / oracle with rules | worst turn / same turn fresh + summary |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const order = (mode: BenchMode) => BENCH_MODES.indexOf(mode);
  for (const summary of [...summaries].sort((a, b) => a.conversation.localeCompare(b.conversation) || order(a.mode) - order(b.mode))) {
    const floor = floors.get(summary.conversation);
    const versusFloor = floor ? `${(summary.billCachedAtTenth / Math.max(1, floor.billCachedAtTenth)).toFixed(2)}x` : '';
    const worst = summary.worstTurnVersusFresh ? `${summary.worstTurnVersusFresh.ratio}x (turn ${summary.worstTurnVersusFresh.turn})` : '';
    lines.push(
      `| ${summary.conversation} | ${summary.turns} | ${summary.mode} | ${summary.input} | ${percent(summary.cachedShare)} | ${summary.billCachedAtTenth} | ${summary.billWithCacheWrites} | ${versusFloor} | ${worst} |`,
    );
  }
  lines.push('');
  return lines;
}
