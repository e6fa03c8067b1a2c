import type { ToolMatch } from './searchable-tool.ts';

/** The best keyword match explains every word of the query: the query names its capability outright. */
export const WHOLE_QUERY = 0.999;
/** Other matches of the best one's category at least this confident are other forms of its capability, not filler. */
const NEAR_BEST = 0.9;
/**
 * A match of another category must tie almost exactly: "show me the about page" has `cms_getPage` at 0.988 of
 * `cms_getPageSections`, while "add a section to a page" has `cms_createPage` at 0.947 and "find image by
 * name" `cms_findResource` at 0.917, words shared, not the subject.
 */
const NEAR_TIE_OTHER_CATEGORY = 0.95;

/**
 * A short answer for a query one tool explains by itself ("update section text"): that tool, the tools
 * that supply what it needs (a section's id, an image's id), the near-equal matches of its own category
 * (`cms_createPage` beside `cms_createPageWithContent`, `cms_updatePost` for "update and publish a blog post")
 * and near-exact ties of other categories. A merely near-equal match of another category mostly shares the
 * query's words, not its subject, and every tool in an answer is declared on each later request of the turn. Undefined when no tool explains the whole query, or
 * vectors had a say: an editor's own words in any language, where the right tool is often not the first,
 * get the full ranking.
 */
export function focusAnswer({
  matches,
  path,
  limit,
  prerequisitesOf,
  categoryOf,
}: {
  /** Confident matches, best first. */
  matches: readonly ToolMatch[];
  path: 'bm25' | 'vector' | 'hybrid';
  limit: number;
  prerequisitesOf: (name: string) => readonly string[];
  categoryOf: (name: string) => string | undefined;
}): string[] | undefined {
  const [best, ...others] = matches;
  if (!best || path !== 'bm25' || best.confidence < WHOLE_QUERY) return undefined;
  const answer = new Set([best.name, ...prerequisitesOf(best.name)]);
  const category = categoryOf(best.name);
  for (const match of others) {
    if (match.confidence >= (categoryOf(match.name) === category ? NEAR_BEST : NEAR_TIE_OTHER_CATEGORY)) answer.add(match.name);
  }
  return [...answer].slice(0, limit);
}

/** A request of a message counts when keywords alone would answer it (as `KEYWORD_ONLY_ABOVE` routes). */
export const REQUEST_MIN_CONFIDENCE = 0.4;

/**
 * A focused answer for a message of several requests: the whole message's focus, then each request's own, in
 * order, cut to the limit. One tool's phrases may cover every word of "list recent changes and undo some of them"
 * (`cms_listChanges`), yet the editor asked for two things. A request's own focus is its focused answer, or its
 * best match and that match's prerequisites; a request no tool answers confidently adds nothing.
 */
export function focusOnEachRequest({
  focused,
  requests,
  matchesOf,
  limit,
  prerequisitesOf,
  categoryOf,
}: {
  /** The whole message's focused answer. */
  focused: readonly string[];
  /** The message's requests (`splitRequests`); one request leaves the focus as it is. */
  requests: readonly string[];
  /** Keyword matches of one request, best first. */
  matchesOf: (request: string) => readonly ToolMatch[];
  limit: number;
  prerequisitesOf: (name: string) => readonly string[];
  categoryOf: (name: string) => string | undefined;
}): string[] {
  if (requests.length < 2) return [...focused];
  const answer = new Set(focused);
  for (const request of requests) {
    const matches = matchesOf(request);
    const [best] = matches;
    if (!best || best.confidence < REQUEST_MIN_CONFIDENCE) continue;
    const own = focusAnswer({ matches, path: 'bm25', limit, prerequisitesOf, categoryOf }) ?? [best.name, ...prerequisitesOf(best.name)];
    for (const name of own) answer.add(name);
  }
  return [...answer].slice(0, limit);
}
