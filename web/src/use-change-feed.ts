import { useCallback, useEffect, useReducer } from 'react';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-client.ts';
import { changeFeedReducer, emptyChangeFeed, previewAccessDue } from './change-feed.ts';

/**
 * The conversation's "What changed" feed: its changes, listed once when the conversation opens and again on
 * every `refresh` (after a turn, a stop, an undo), with a preview access renewed before it expires.
 */
export function useChangeFeed({ api, sessionId }: { api: ApiClient; sessionId: string }) {
  const [feed, dispatch] = useReducer(changeFeedReducer, Date.now(), emptyChangeFeed);

  const refresh = useCallback(async () => {
    const changes = await api.listChanges(sessionId).catch(() => undefined);
    dispatch({ type: 'listed', changes, at: Date.now() });
  }, [api, sessionId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const accessDue = previewAccessDue(feed);
  useEffect(() => {
    if (!accessDue) return;
    dispatch({ type: 'access-asked' });
    api.getPreviewAccess().then(
      (previewAccess) => dispatch({ type: 'access-issued', previewAccess }),
      () => dispatch({ type: 'access-failed' }),
    );
  }, [api, accessDue]);

  /** Undoes changes in one step; the feed keeps the server's reason when it could not (`undoStateOf`), and so does the answer. */
  const undo = useCallback(
    async (changeIds: number[]) => {
      dispatch({ type: 'undo-started', changeIds });
      const refusal = await api.revertChanges(changeIds).then(
        () => undefined,
        (error: unknown) => (error instanceof ApiError ? error.message : 'The undo did not go through; try again.'),
      );
      dispatch({ type: 'undo-finished', changeIds, refusal });
      await refresh();
      return refusal;
    },
    [api, refresh],
  );

  return { feed, refresh, undo };
}
