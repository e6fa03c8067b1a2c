import type { Change, SessionSummary } from '../../server/http/wire.ts';

/** The choices the history's filters offer, gathered from the changes seen so far (the API has no list of editors or pages). */
export type HistoryChoices = { pages: Map<string, string>; editors: Set<string> };

export const noChoices = (): HistoryChoices => ({ pages: new Map(), editors: new Set() });

/** Adds the pages and editors of newly listed changes; a filter's own choice stays offered while it hides the others. */
export function withChoicesOf(choices: HistoryChoices, changes: readonly Change[]): HistoryChoices {
  const pages = new Map(choices.pages);
  const editors = new Set(choices.editors);
  for (const change of changes) {
    const { pageSlug, pageTitle } = change.location ?? {};
    if (pageSlug) pages.set(pageSlug, pageTitle ?? pageSlug);
    editors.add(change.editor);
  }
  return { pages, editors };
}

/**
 * Where a change was made, in the editor's words: the title of one of their conversations, "another
 * conversation" for someone else's, nothing for a change made outside any (an undo from the page).
 */
export function conversationOf(change: Pick<Change, 'sessionId'>, sessions: readonly SessionSummary[]): string | undefined {
  if (change.sessionId === null) return undefined;
  const title = sessions.find((session) => session.sessionId === change.sessionId)?.title;
  return title === undefined ? 'in another conversation' : `in “${title}”`;
}
