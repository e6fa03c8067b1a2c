import { useEffect, useState } from 'react';
import type { PreviewAccessGrant, SessionSummary } from '../../server/http/wire.ts';
import type { ApiClient } from './api-client.ts';
import { previewUrl } from './preview-url.ts';
import { revertActionOf } from './revert-action.ts';
import { conversationOf } from './site-history.ts';
import { useSiteHistory } from './use-site-history.ts';

type SiteHistoryPanelProps = {
  api: ApiClient;
  /** The editor's conversations: their titles name where a change was made, and one can be picked as a filter. */
  sessions: SessionSummary[];
  /** After an undo or redo: what the open conversation shows of the site may have changed. */
  onReverted: () => void;
  onClose: () => void;
};

const TIME = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every change on the site, by anyone and from anywhere (the chat, MCP, another editor, an undo), newest
 * first, filtered by page, editor and conversation, each with Preview and Undo (Redo for an undo).
 */
export function SiteHistoryPanel({ api, sessions, onReverted, onClose }: SiteHistoryPanelProps) {
  const [pageSlug, setPageSlug] = useState('');
  const [editor, setEditor] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [previewAccess, setPreviewAccess] = useState<PreviewAccessGrant>();
  const history = useSiteHistory({ api, filter: { pageSlug, editor, sessionId }, onReverted });

  useEffect(() => {
    api.getPreviewAccess().then(setPreviewAccess, () => undefined);
  }, [api]);

  return (
    <section className="site-history" aria-label="Site history">
      <header className="site-history-header">
        <h2>Site history</h2>
        <button type="button" className="link" onClick={onClose}>
          Back to the conversation
        </button>
      </header>
      <div className="history-filters">
        <label>
          Page
          <select value={pageSlug} onChange={(event) => setPageSlug(event.target.value)}>
            <option value="">All pages</option>
            {[...history.choices.pages].map(([slug, title]) => (
              <option key={slug} value={slug}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Editor
          <select value={editor} onChange={(event) => setEditor(event.target.value)}>
            <option value="">Everyone</option>
            {[...history.choices.editors].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Conversation
          <select value={sessionId} onChange={(event) => setSessionId(event.target.value)}>
            <option value="">All conversations</option>
            {sessions.map((session) => (
              <option key={session.sessionId} value={session.sessionId}>
                {session.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.failure && (
        <p className="error" role="alert">
          {history.failure}
        </p>
      )}
      {!history.loading && history.changes.length === 0 && !history.failure && <p className="muted">No changes yet.</p>}
      <ul className="history-list">
        {history.changes.map((change) => {
          const action = revertActionOf(change);
          const where = conversationOf(change, sessions);
          return (
            <li key={change.id} className={change.revertedByChangeId === null ? '' : 'undone'} data-testid="history-line">
              <span className="history-summary">{change.summary}</span>
              {change.revertedByChangeId !== null && <span className="badge">undone</span>}
              <span className="history-meta">
                {change.editor} · <time dateTime={change.at}>{TIME.format(new Date(change.at))}</time>
                {where && ` · ${where}`}
              </span>
              {change.previewPath && previewAccess && (
                <a className="preview-link" href={previewUrl(change.previewPath, previewAccess)} target="_blank" rel="noopener noreferrer">
                  Preview
                </a>
              )}
              {action && (
                <button type="button" className="link" disabled={history.reverting !== undefined} onClick={() => void history.revert(action.changeId)}>
                  {action.label}
                </button>
              )}
              {change.irreversible && <span className="muted"> (cannot be undone)</span>}
              {history.refusal?.changeId === change.id && (
                <p className="error" role="alert">
                  {history.refusal.reason}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {history.loading && <p className="working">Loading the history…</p>}
      {history.nextCursor !== null && !history.loading && (
        <button type="button" onClick={() => void history.more()}>
          Show older changes
        </button>
      )}
    </section>
  );
}
