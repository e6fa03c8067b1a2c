import { asksAboutConcepts } from '../../text/asks-about-concepts.ts';
import { boundText } from '../../text/bound-text.ts';
import { isCourtesyWord } from '../../text/courtesy-words.ts';
import { negates } from '../../text/negates.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import { changeOfTool, type SiteChange } from './change-markers.ts';
import type { ToolRanking } from './tool-search-engine.ts';

/** When the editor's own words name a tool this clearly, the model gets it before its first step. */
export const PRE_ROUTE_MIN_CONFIDENCE = 0.4;
/**
 * ...and the next candidate (not one of its prerequisites) explains no more of the message than it does. A
 * stricter margin (0.85 with confidence 0.5) raised precision on the development sets (0.829 -> 0.879 on
 * wayfinder-queries) but halved coverage and missed two token-benchmark targets (Type B 3 steps against the
 * oracle's 2, 1.32x its input): docs/decisions/020-pre-route-margin.md.
 */
export const PRE_ROUTE_MAX_RUNNER_UP_SHARE = 1;
const PRE_ROUTE_MIN_CONTENT_WORDS = 2;
/** A greeting or thanks makes a short message conversation ("Hallo! Was kannst du alles?"); a request after it names more. */
const PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY = 3;

/**
 * Whether a tool may destroy content: it needs the editor's approval, or it undoes changes (undoing a creation
 * deletes). Such a tool is offered early only when the message asks for its change.
 */
export function mayDestroy({ name, requiresConfirmation }: { name: string; requiresConfirmation: boolean }): boolean {
  return requiresConfirmation || changeOfTool(name) === 'undo';
}

export type PreRouteOptions = {
  message: string;
  ranking: ToolRanking;
  /** Tools that need the editor's approval: offered early only when the message asks for their change. */
  isDestructive: (name: string) => boolean;
  /** The changes the message's words ask for, as the keyword search reads them. */
  changesAskedFor: (message: string) => ReadonlySet<SiteChange>;
  /** Tools the best match needs first: they are offered with it, so they are no rival. */
  prerequisitesOf?: (name: string) => readonly string[];
  /** Thresholds, for the eval harness to measure others. */
  minConfidence?: number;
  maxRunnerUpShare?: number;
};

/**
 * The tool to offer before the model's first step, or undefined: the model then searches. Only a confident
 * keyword match, clearly ahead of the next candidate, on a message of at least two content words that does not
 * ask what something is. A destructive tool only when the message asks for its change and negates nothing
 * ("don't delete anything, just hide it"). Vectors alone, short messages and concept questions ("what is a
 * section?") match some tool with confidence too, and a wrong guess costs a declaration every step.
 */
export function preRouteChoice({
  message,
  ranking,
  isDestructive,
  changesAskedFor,
  prerequisitesOf = () => [],
  minConfidence = PRE_ROUTE_MIN_CONFIDENCE,
  maxRunnerUpShare = PRE_ROUTE_MAX_RUNNER_UP_SHARE,
}: PreRouteOptions): string | undefined {
  const [best, ...others] = ranking.matches;
  if (!best || ranking.path !== 'bm25' || best.confidence < minConfidence) return undefined;
  const needed = new Set(prerequisitesOf(best.name));
  const runnerUp = others.find((match) => !needed.has(match.name));
  if (runnerUp && runnerUp.confidence > maxRunnerUpShare * best.confidence) return undefined;
  const words = tokenize(boundText(message)).filter((word) => !isStopWord(word));
  const requestWords = words.filter((word) => !isCourtesyWord(word));
  const neededWords = requestWords.length < words.length ? PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY : PRE_ROUTE_MIN_CONTENT_WORDS;
  if (requestWords.length < neededWords || asksAboutConcepts(message)) return undefined;
  if (isDestructive(best.name)) {
    const change = changeOfTool(best.name);
    if (change === undefined || !changesAskedFor(message).has(change) || negates(message)) return undefined;
  }
  return best.name;
}
