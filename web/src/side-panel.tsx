import type { SessionMemory, SessionSummary } from './api.ts';

type SidePanelProps = {
  sessions: SessionSummary[];
  currentSessionId: string;
  memory: SessionMemory | undefined;
  onOpenSession: (sessionId: string) => void;
  onAsk: (text: string) => void;
};

export function SidePanel({ sessions, currentSessionId, memory, onOpenSession, onAsk }: SidePanelProps) {
  return (
    <aside className="side-panel" aria-label="Sessions and working memory">
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
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None yet.</p>
        )}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Earlier conversations</h2>
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.sessionId}>
              <button
                type="button"
                className="link"
                aria-current={session.sessionId === currentSessionId ? 'true' : undefined}
                onClick={() => onOpenSession(session.sessionId)}
              >
                {session.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
