import { useCallback, useEffect, useRef, useState } from 'react';
import type { Change } from '../../server/http/wire.ts';
import { ApiError, type ApiClient, type SiteChangeFilter } from './api-client.ts';
import { type HistoryChoices, noChoices, withChoicesOf } from './site-history.ts';

/** How many changes a page of the history holds. */
const PAGE_SIZE = 30;
/** The most changes one listing may ask for (the API's cap). */
const MOST_LISTED = 200;

type HistoryState = {
  changes: Change[];
  /** The next page's `before`; null when the history ends here. */
  nextCursor: number | null;
  loading: boolean;
  /** Why the last listing failed, in the editor's words. */
  failure: string | undefined;
};

const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The site's history under a filter, a page at a time, with Undo and Redo: after a revert the pages shown so
 * far are listed again, as the revert changed what they say (undone, redone) and added a change on top.
 */
export function useSiteHistory({ api, filter, onReverted }: { api: ApiClient; filter: Omit<SiteChangeFilter, 'before' | 'limit'>; onReverted: () => void }) {
  const [state, setState] = useState<HistoryState>({ changes: [], nextCursor: null, loading: true, failure: undefined });
  const [choices, setChoices] = useState<HistoryChoices>(noChoices);
  const [reverting, setReverting] = useState<number>();
  const [refusal, setRefusal] = useState<{ changeId: number; reason: string }>();
  const { pageSlug, editor, sessionId } = filter;
  /** The latest listing asked for: an earlier one answering late (the filter changed meanwhile) is dropped. */
  const latest = useRef(0);

  const list = useCallback(
    async ({ before, limit = PAGE_SIZE }: { before?: number; limit?: number }) => {
      const asked = ++latest.current;
      setState((current) => ({ ...current, loading: true }));
      try {
        const page = await api.listSiteChanges({ pageSlug, editor, sessionId, before, limit: Math.min(limit, MOST_LISTED) });
        if (asked !== latest.current) return;
        setChoices((current) => withChoicesOf(current, page.changes));
        setState((current) => ({
          changes: before === undefined ? page.changes : [...current.changes, ...page.changes],
          nextCursor: page.nextCursor,
          loading: false,
          failure: undefined,
        }));
      } catch (error) {
        if (asked !== latest.current) return;
        setState((current) => ({ ...current, loading: false, failure: reasonOf(error, 'The history could not be loaded; try again.') }));
      }
    },
    [api, pageSlug, editor, sessionId],
  );

  useEffect(() => {
    void list({});
  }, [list]);

  const revert = async (changeId: number) => {
    setReverting(changeId);
    setRefusal(undefined);
    await api
      .revertChanges([changeId])
      .then(onReverted, (error: unknown) => setRefusal({ changeId, reason: reasonOf(error, 'That did not go through; try again.') }));
    setReverting(undefined);
    await list({ limit: state.changes.length + 1 });
  };

  return { ...state, choices, reverting, refusal, more: () => list({ before: state.nextCursor ?? undefined }), revert };
}
