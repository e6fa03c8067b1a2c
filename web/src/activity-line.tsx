import { getToolName } from 'ai';
import type { ChatMessage } from '../../server/http/wire.ts';
import { describeTool, outcomeOf, type ToolPart } from './tool-parts.ts';

const MARKS = { ok: '✓', error: '✗', retried: '↻', denied: '⊘', pending: '…' } as const;

/** One tool call in the editor's words: what it did and how it ended. Names and arguments are in Details. */
export function ActivityLine({ part, message }: { part: ToolPart; message: ChatMessage }) {
  const { label, kind } = outcomeOf(part, message);
  return (
    <div className={`activity ${kind}`} data-testid="activity">
      <span className="mark" aria-hidden="true">
        {MARKS[kind]}
      </span>{' '}
      {describeTool(getToolName(part))}
      {kind !== 'ok' && <span className="outcome">: {label}</span>}
    </div>
  );
}
