import type { ConversationMemory } from '../conversations/working-memory/working-memory.ts';
import { refersBack } from '../text/refers-back.ts';
import { rememberedToolsToDeclare } from '../tool-runtime/discovered-tools.ts';
import type { MessageRoute } from '../tools/tool-search/tool-search.ts';

/**
 * How many remembered tools a call may declare at most. Anthropic documents tool selection degrading past 30–50
 * tools; a long session that touched many categories would otherwise keep growing its list. 15 keeps a call under
 * 30 with tool_search and a turn's finds; 10 cost 3–4% more on the benchmark's long sessions (tools dropped and
 * searched again), 15 nothing (docs/evaluations/2026-11-25-long-conversations.md).
 */
export const MAX_REMEMBERED_TOOLS = 15;

/**
 * The tools earlier turns discovered and also used (the `MAX_REMEMBERED_TOOLS` used most recently), in discovery order, that still exist. A tool found but
 * never called would be paid for on every request of every later turn; discovery order keeps the declared
 * list stable across turns.
 */
export function usedToolsToRedeclare({ memory, knownTools }: { memory: ConversationMemory | undefined; knownTools: ReadonlySet<string> }): string[] {
  // usedTools is most recently used first: past the cap, the least recently used stay one search away.
  const usedBefore = new Set(
    (memory?.usedTools ?? [])
      .filter((tool) => knownTools.has(tool.name))
      .slice(0, MAX_REMEMBERED_TOOLS)
      .map((tool) => tool.name),
  );
  return (memory?.discoveredTools ?? []).filter((name) => usedBefore.has(name));
}

/**
 * The remembered tools a call declares from its first step: of those earlier turns used, the one the new
 * message pre-routes or refers back to (see `rememberedToolsToDeclare`); all of them when the message was not
 * routed (a call continuing after approvals, or an exposure without pre-routing).
 */
export function rememberedToolsForCall({
  memory,
  route,
  knownTools,
  message,
}: {
  memory: ConversationMemory | undefined;
  /** What the new message finds; undefined when it was not routed. */
  route: MessageRoute | undefined;
  knownTools: ReadonlySet<string>;
  message: string | undefined;
}): string[] {
  const usedTools = usedToolsToRedeclare({ memory, knownTools });
  if (!route) return usedTools;
  return rememberedToolsToDeclare({
    remembered: usedTools,
    preRouted: route.preRouted?.tool,
    lastUsed: memory?.usedTools.find((tool) => knownTools.has(tool.name))?.name,
    refersBack: message !== undefined && refersBack(message),
    ranked: route.ranked,
  });
}
