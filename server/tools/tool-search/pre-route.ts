import { asksAboutConcepts } from '../../text/asks-about-concepts.ts';
import { boundText } from '../../text/bound-text.ts';
import { isCourtesyWord } from '../../text/courtesy-words.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import { changeOfTool, type SiteChange } from './change-markers.ts';
import type { ToolRanking } from './tool-search-engine.ts';

const PRE_ROUTE_MIN_CONTENT_WORDS = 2;
/** A greeting or thanks makes a short message conversation ("Hallo! Was kannst du alles?"); a request after it names more. */
const PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY = 3;

/**
 * Whether a tool may destroy content: it needs the editor's approval, or it undoes changes (undoing a creation
 * deletes). Such a tool is never offered early: the model searches for it.
 */
export function mayDestroy({ name, requiresConfirmation }: { name: string; requiresConfirmation: boolean }): boolean {
  return requiresConfirmation || changeOfTool(name) === 'undo';
}

type PreRouteRules = {
  /** Tools that may destroy content (`mayDestroy`): never offered early. */
  isDestructive: (name: string) => boolean;
  /**
   * Whether a tool changes anything (its risk is not `safe`; an external server's tool unless it is marked read-only).
   * Without it, as for a catalogue whose tools say nothing of it, no tool counts as one that only reads.
   */
  makesChanges?: (name: string) => boolean;
};

export type PreRouteOptions = PreRouteRules & { message: string; ranking: ToolRanking };

/**
 * The tool to offer before the model's first step, or undefined: the model then searches. Only the best match the
 * gates after the search judged clear (`ranking.verdict.offerBest`: the learned pre-route gate, or the hand-set
 * floor and margin), on a message of at least two content words that does not ask what something is, never a tool
 * that only reads for a message asking for a change, and never a tool that may destroy content. Short messages and
 * concept questions ("what is a section?") match some tool with confidence too, and a wrong guess costs a
 * declaration every step; a wrong destructive one puts a deletion before the model that nobody asked for ("undo
 * isn't what I want", "lösch bitte nix", "if I delete an image, can it be undone?"), which word lists of negations
 * and questions never catch all of: docs/decisions/032.
 */
export function preRouteChoice({ message, ranking, ...rules }: PreRouteOptions): string | undefined {
  const best = ranking.matches[0];
  if (!best || !ranking.verdict.offerBest) return undefined;
  if (readsForAChange({ tool: best.name, changesAsked: ranking.changesAsked, makesChanges: rules.makesChanges })) return undefined;
  return preRouteRulesAllow({ message, tool: best.name, ...rules }) ? best.name : undefined;
}

/**
 * A tool that only reads, for a message that asks for a change. The model has to search for the tool that makes the
 * change anyway, so an early lookup saves no step, while the lookups a change needs are what pre-routing most often
 * got wrong ("add our facebook to the footer menu" had `cms_getNavigation`, "get rid of the stats block on the home
 * page" `cms_getPage`, "update Priya's bio", which no tool can, `cms_getEntryContent`). The pre-route gate is fitted
 * without this veto, so the veto adds precision instead of letting the refit spend it on coverage: docs/decisions/048.
 */
function readsForAChange({
  tool,
  changesAsked,
  makesChanges,
}: {
  tool: string;
  changesAsked: readonly SiteChange[];
  makesChanges: PreRouteRules['makesChanges'];
}): boolean {
  // Read from the tool's risk, not its name's verb: `pexels_downloadPhoto` adds to the library ("add pexels photo 12345").
  return changesAsked.length > 0 && makesChanges !== undefined && !makesChanges(tool);
}

/**
 * The rules that hold whatever the gates say: enough request words, no question about concepts, no tool that may
 * destroy content. The pre-route gate is trained on the messages these rules let through.
 */
export function preRouteRulesAllow({ message, tool, isDestructive }: PreRouteRules & { message: string; tool: string }): boolean {
  if (isDestructive(tool)) return false;
  // Words as the search reads them: a Japanese or Chinese request is one run of letters until it is segmented.
  const words = tokenize(boundText(message), { segmentUnspacedScripts: true }).filter((word) => !isStopWord(word));
  const requestWords = words.filter((word) => !isCourtesyWord(word));
  const neededWords = requestWords.length < words.length ? PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY : PRE_ROUTE_MIN_CONTENT_WORDS;
  return requestWords.length >= neededWords && !asksAboutConcepts(message);
}
