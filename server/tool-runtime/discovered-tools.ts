import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';

/**
 * The tools the model may call now: those remembered from earlier turns, then those tool_search
 * found in this turn, in discovery order. Append-only, so each step's tool list extends the last
 * one's and provider prompt caches keep hitting.
 */
export function discoveredToolNames({
  remembered,
  discoveredThisTurn,
  knownTools,
}: {
  remembered: readonly string[];
  discoveredThisTurn: Iterable<string>;
  knownTools: ReadonlySet<string>;
}): string[] {
  const names = new Set<string>();
  for (const name of [...remembered, ...discoveredThisTurn]) if (knownTools.has(name) && name !== TOOL_SEARCH_NAME) names.add(name);
  return [...names];
}

/**
 * How high the new message must rank a remembered tool for it to come back: among the first two. Any of
 * the five (tool_search's limit) brought back tools a question only mentions ("what is a section?"
 * ranks the section tools): `npm run bench:tokens` long conversations, bill with cached input at 10%,
 * top 5 → 2: −3 to −4% declared, −3 to −8% deferred; top 1 or 3 no better
 * (docs/evaluations/2026-11-27-long-conversations.md).
 */
export const REMEMBERED_TOOL_MAX_RANK = 2;

/**
 * Which of the tools earlier turns used are declared from the first step of a new turn. Each costs
 * its declaration on every request of the turn, so only those the new message itself finds near the
 * top (as `tool_search` would rank it, `REMEMBERED_TOOL_MAX_RANK`) come back. A message that finds no tool of its own but refers back
 * ("and the campfire one?", "do it again") most likely continues the last task: it gets the tool used
 * last. One that refers to nothing ("thanks!") gets none. The rest stay one search away.
 */
export function rememberedToolsToDeclare({
  remembered,
  ranked,
  preRouted,
  lastUsed,
  refersBack,
}: {
  /** Tools earlier turns used, in discovery order. */
  remembered: readonly string[];
  /** What the new message finds, best first. */
  ranked: readonly string[];
  /** The tool pre-routing offers for the message, if any. */
  preRouted?: string;
  /** The tool used most recently. */
  lastUsed?: string;
  /** Whether the message points back at the conversation ("update it"): see `refersBack` in server/text. */
  refersBack: boolean;
}): string[] {
  const relevant = remembered.filter((name) => ranked.slice(0, REMEMBERED_TOOL_MAX_RANK).includes(name));
  if (relevant.length > 0 || preRouted !== undefined) return relevant;
  return refersBack && lastUsed !== undefined && remembered.includes(lastUsed) ? [lastUsed] : [];
}
