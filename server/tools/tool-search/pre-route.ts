import { asksAboutConcepts } from '../../text/asks-about-concepts.ts';
import { boundText } from '../../text/bound-text.ts';
import { isCourtesyWord } from '../../text/courtesy-words.ts';
import { negates } from '../../text/negates.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import { changeOfTool, type SiteChange } from './change-markers.ts';
import type { ToolRanking } from './tool-search-engine.ts';

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

type PreRouteRules = {
  /** Tools that need the editor's approval: offered early only when the message asks for their change. */
  isDestructive: (name: string) => boolean;
  /** The changes the message's words ask for, as the keyword search reads them. */
  changesAskedFor: (message: string) => ReadonlySet<SiteChange>;
};

export type PreRouteOptions = PreRouteRules & { message: string; ranking: ToolRanking };

/**
 * The tool to offer before the model's first step, or undefined: the model then searches. Only the best match the
 * gates after the search judged clear (`ranking.verdict.offerBest`: the learned pre-route gate, or the hand-set
 * floor and margin), on a message of at least two content words that does not ask what something is. A destructive
 * tool only when the message asks for its change and negates nothing ("don't delete anything, just hide it"). Short
 * messages and concept questions ("what is a section?") match some tool with confidence too, and a wrong guess
 * costs a declaration every step.
 */
export function preRouteChoice({ message, ranking, ...rules }: PreRouteOptions): string | undefined {
  const best = ranking.matches[0];
  if (!best || !ranking.verdict.offerBest || (rules.isDestructive(best.name) && !ranking.verdict.offerBestIfDestructive)) return undefined;
  return preRouteRulesAllow({ message, tool: best.name, ...rules }) ? best.name : undefined;
}

/**
 * The rules that hold whatever the gates say: enough request words, no question about concepts, and a destructive
 * tool only for a message that asks for its change without negating anything. The pre-route gate is trained on the
 * messages these rules let through.
 */
export function preRouteRulesAllow({ message, tool, isDestructive, changesAskedFor }: PreRouteRules & { message: string; tool: string }): boolean {
  const words = tokenize(boundText(message)).filter((word) => !isStopWord(word));
  const requestWords = words.filter((word) => !isCourtesyWord(word));
  const neededWords = requestWords.length < words.length ? PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY : PRE_ROUTE_MIN_CONTENT_WORDS;
  if (requestWords.length < neededWords || asksAboutConcepts(message)) return false;
  if (!isDestructive(tool)) return true;
  const change = changeOfTool(tool);
  return change !== undefined && changesAskedFor(message).has(change) && !negates(message);
}
