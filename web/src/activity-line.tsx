import { getToolName } from 'ai';
import type { ChatMessage } from '../../server/http/wire.ts';
import { describeToolAtWork, isAtWork } from './tool-at-work.ts';
import { describeTool, outcomeOf, type ToolPart } from './tool-parts.ts';

const MARKS = { ok: '✓', error: '✗', retried: '↻', denied: '⊘', pending: '…' } as const;
/** A call under way: its words end in "…" already. */
const AT_WORK_MARK = '◌';

/**
 * One tool call in the editor's words: what it is doing while it runs ("Reading page “home”…", from the
 * moment the model starts writing the call), then what it did and how it ended. Names and arguments are in Details.
 */
export function ActivityLine({ part, message }: { part: ToolPart; message: ChatMessage }) {
  const { label, kind } = outcomeOf(part, message);
  const atWork = isAtWork(part);
  return (
    <div className={`activity ${kind}`} data-testid="activity">
      <span className="mark" aria-hidden="true">
        {atWork ? AT_WORK_MARK : MARKS[kind]}
      </span>{' '}
      {atWork ? (
        describeToolAtWork(getToolName(part), part.input)
      ) : (
        <>
          {describeTool(getToolName(part))}
          {kind !== 'ok' && <span className="outcome">: {label}</span>}
        </>
      )}
    </div>
  );
}
