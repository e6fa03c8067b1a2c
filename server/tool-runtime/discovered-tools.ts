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
 * Which of the tools earlier turns used are declared from the first step of a new turn. Each costs its
 * declaration on every request of the turn, so a remembered tool comes back on the same terms as a new one:
 * when the message names it clearly enough to pre-route it (its prerequisites come with the offer). A
 * message that pre-routes nothing but refers back ("and the campfire one?", "do it again") most likely
 * continues the last task: it gets the tool used last, unless its own ranking found other tools and not that one. Pointing
 * words are common ("le", "it"): "¿Qué título SEO le pusimos a la página de contacto?" asks about a page, not
 * for the page-building tool used last, and declaring it had cost that turn 1.52x its fresh run. The rest stay
 * one search away: bringing back every remembered tool the message merely ranks ("what is a section?" ranks the
 * section tools) cost more (`npm run bench:tokens`, docs/evaluations/2026-11-27-long-conversations.md).
 */
export function rememberedToolsToDeclare({
  remembered,
  preRouted,
  lastUsed,
  refersBack,
  ranked,
}: {
  /** Tools earlier turns used, in discovery order. */
  remembered: readonly string[];
  /** The tool pre-routing offers for the message, if any. */
  preRouted?: string;
  /** The tool used most recently. */
  lastUsed?: string;
  /** Whether the message points back at the conversation ("update it"): see `refersBack` in server/text. */
  refersBack: boolean;
  /** The tools the message's own ranking found. */
  ranked: readonly string[];
}): string[] {
  if (preRouted !== undefined) return remembered.includes(preRouted) ? [preRouted] : [];
  // "do it again" finds no tool of its own; "¿Qué título SEO le pusimos…?" finds the page tools, not the last one.
  const continuesLastTask = refersBack && lastUsed !== undefined && (ranked.length === 0 || ranked.includes(lastUsed));
  return continuesLastTask && remembered.includes(lastUsed) ? [lastUsed] : [];
}
