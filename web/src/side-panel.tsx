import { describeTool } from './tool-parts.ts';
import type { SessionDetails, SessionSummary } from '../../server/http/wire.ts';

type SidePanelProps = {
  sessions: SessionSummary[];
  currentSessionId: string;
  memory: SessionDetails | undefined;
  /** On a phone the panel is a drawer that the top bar opens. */
  open: boolean;
  onOpenSession: (sessionId: string) => void;
  /** Puts a question about an entity in the composer, for the editor to finish and send. */
  onAsk: (text: string) => void;
};

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function SidePanel({ sessions, currentSessionId, memory, open, onOpenSession, onAsk }: SidePanelProps) {
  const isNew = !sessions.some((session) => session.sessionId === currentSessionId);
  return (
    <aside className={`side-panel ${open ? 'open' : ''}`} aria-label="Sessions and working memory">
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Conversations</h2>
        <ul className="sessions">
          {isNew && (
            <li>
              <span className="session current" aria-current="true">
                <span className="session-title">New conversation</span>
                <span className="session-date">not started</span>
              </span>
            </li>
          )}
          {sessions.map((session) => (
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
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="memory-heading">
        <h2 id="memory-heading">Working memory</h2>
        <h3>Mentioned</h3>
        {memory?.entities.length ? (
          <ul className="entities">
            {memory.entities.map((entity) => (
              <li key={`${entity.type}:${entity.id}`}>
                <button
                  type="button"
                  className="link"
                  onClick={() => onAsk(`Tell me about the ${entity.type} "${entity.name}".`)}
                  aria-label={`Ask about ${entity.type} ${entity.name}`}
                >
                  <span className="entity-type">{entity.type}</span> {entity.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing yet.</p>
        )}
        <h3>Discovered tools</h3>
        {memory?.discoveredTools.length ? (
          <ul className="discovered-tools">
            {memory.discoveredTools.map((name) => (
              <li key={name} title={name}>
                {describeTool(name)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None yet.</p>
        )}
      </section>
    </aside>
  );
}
