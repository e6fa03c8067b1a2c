import type { ApiClient } from './api-client.ts';
import { ConversationList } from './conversation-list.tsx';
import { describeTool } from './tool-parts.ts';
import type { SessionDetails, SessionSummary } from '../../server/http/wire.ts';

type SidePanelProps = {
  api: ApiClient;
  sessions: SessionSummary[];
  currentSessionId: string;
  memory: SessionDetails | undefined;
  /** On a phone the panel is a drawer that the top bar opens. */
  open: boolean;
  onOpenSession: (sessionId: string) => void;
  onRenamed: () => void;
  onDeleted: (sessionId: string) => void;
  /** Puts a question about an entity in the composer, for the editor to finish and send. */
  onAsk: (text: string) => void;
};

export function SidePanel({ api, sessions, currentSessionId, memory, open, onOpenSession, onRenamed, onDeleted, onAsk }: SidePanelProps) {
  return (
    <aside className={`side-panel ${open ? 'open' : ''}`} aria-label="Sessions and working memory">
      <ConversationList
        api={api}
        sessions={sessions}
        currentSessionId={currentSessionId}
        onOpenSession={onOpenSession}
        onRenamed={onRenamed}
        onDeleted={onDeleted}
      />
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
