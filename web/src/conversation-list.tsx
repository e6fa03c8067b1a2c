import { type FormEvent, useEffect, useState } from 'react';
import type { ConversationTitleLimit, SessionSummary } from '../../server/http/wire.ts';
import type { ApiClient } from './api-client.ts';

type ConversationListProps = {
  api: ApiClient;
  sessions: SessionSummary[];
  currentSessionId: string;
  onOpenSession: (sessionId: string) => void;
  /** After a rename or a delete: the list (and, after a delete, the open conversation) changed on the server. */
  onRenamed: () => void;
  onDeleted: (sessionId: string) => void;
};

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
/** The server's limit on a title, restated so nothing of the server is bundled; its type holds it to the server's. */
const MAX_TITLE_CHARACTERS: ConversationTitleLimit = 80;
/** Search as the editor types, once they pause. */
const SEARCH_PAUSE_MS = 250;

/**
 * The editor's conversations, newest first, searchable by title (the server searches). The open one can be
 * renamed and deleted: deleting asks first and says that the changes it made stay on the site.
 */
export function ConversationList({ api, sessions, currentSessionId, onOpenSession, onRenamed, onDeleted }: ConversationListProps) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<SessionSummary[]>();
  /** Renaming or deleting a conversation, and why the server refused the last try; for the open one only. */
  const [action, setAction] = useState<{ sessionId: string; kind: 'rename' | 'delete'; refusal?: string }>();
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!searching) return setFound(undefined);
    let current = true;
    const timer = setTimeout(() => {
      api.listSessions(query.trim()).then(
        (sessions) => current && setFound(sessions),
        () => current && setFound([]),
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query, searching]);

  const shown = searching ? (found ?? []) : sessions;
  const isNew = !searching && !sessions.some((session) => session.sessionId === currentSessionId);
  const current = sessions.find((session) => session.sessionId === currentSessionId);
  const doing = action?.sessionId === currentSessionId ? action : undefined;
  /** Runs the rename or delete; on success the search results follow it, on a refusal the reason shows. */
  const attempt = async (work: () => Promise<void>, updateFound: (sessions: SessionSummary[]) => SessionSummary[]) => {
    try {
      await work();
      setAction(undefined);
      setFound((sessions) => sessions && updateFound(sessions));
    } catch (error) {
      setAction((shown) => shown && { ...shown, refusal: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Conversations</h2>
      <label className="visually-hidden" htmlFor="conversation-search">
        Search conversations
      </label>
      <input id="conversation-search" type="search" placeholder="Search by title" value={query} onChange={(event) => setQuery(event.target.value)} />
      {searching && found?.length === 0 && <p className="muted">No conversation's title contains “{query.trim()}”.</p>}
      <ul className="sessions">
        {isNew && (
          <li>
            <span className="session current" aria-current="true">
              <span className="session-title">New conversation</span>
              <span className="session-date">not started</span>
            </span>
          </li>
        )}
        {shown.map((session) => (
          <li key={session.sessionId}>
            <button
              type="button"
              className={`session ${session.sessionId === currentSessionId ? 'current' : ''}`}
              aria-current={session.sessionId === currentSessionId ? 'true' : undefined}
              onClick={() => onOpenSession(session.sessionId)}
            >
              <span className="session-title">{session.title}</span>
              <time className="session-date" dateTime={session.updatedAt}>
                {DATE.format(new Date(session.updatedAt))}
              </time>
            </button>
            {session.sessionId === currentSessionId && current && (
              <div className="session-actions">
                {doing?.kind === 'rename' ? (
                  <RenameForm
                    title={current.title}
                    onSave={(title) =>
                      attempt(
                        async () => {
                          await api.renameSession(current.sessionId, title);
                          onRenamed();
                        },
                        (sessions) => sessions.map((other) => (other.sessionId === current.sessionId ? { ...other, title } : other)),
                      )
                    }
                    onCancel={() => setAction(undefined)}
                  />
                ) : doing?.kind === 'delete' ? (
                  <fieldset className="confirm-delete">
                    <legend>Delete “{current.title}”?</legend>
                    <p>Its messages go; the changes it made stay on the site.</p>
                    <button
                      type="button"
                      className="danger"
                      onClick={() =>
                        void attempt(
                          async () => {
                            await api.deleteSession(current.sessionId);
                            onDeleted(current.sessionId);
                          },
                          (sessions) => sessions.filter((other) => other.sessionId !== current.sessionId),
                        )
                      }
                    >
                      Delete
                    </button>{' '}
                    <button type="button" onClick={() => setAction(undefined)}>
                      Keep it
                    </button>
                  </fieldset>
                ) : (
                  <>
                    <button type="button" className="link" onClick={() => setAction({ sessionId: current.sessionId, kind: 'rename' })}>
                      Rename
                    </button>
                    <button type="button" className="link" onClick={() => setAction({ sessionId: current.sessionId, kind: 'delete' })}>
                      Delete
                    </button>
                  </>
                )}
                {doing?.refusal && (
                  <p className="error" role="alert">
                    {doing.refusal}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RenameForm({ title, onSave, onCancel }: { title: string; onSave: (title: string) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(draft.trim());
  };
  return (
    <form className="rename" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="rename-title">
        New title
      </label>
      <input
        id="rename-title"
        value={draft}
        maxLength={MAX_TITLE_CHARACTERS}
        // biome-ignore lint/a11y/noAutofocus: the editor asked to rename; the title is what they type next.
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <button type="submit" disabled={!draft.trim()}>
        Save
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
