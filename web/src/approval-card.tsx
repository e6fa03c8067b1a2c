import { getToolName } from 'ai';
import { describeTool, shortArguments, type ToolPart } from './tool-parts.ts';

type ApprovalCardProps = {
  part: ToolPart & { state: 'approval-requested' };
  /** False when the request is no longer the conversation's open question (a newer message, a turn running). */
  answerable: boolean;
  onAnswer: (approvalId: string, approved: boolean) => void;
};

/** Approve / Deny for a call that needs the editor, stating its effect as the server described it. */
export function ApprovalCard({ part, answerable, onAnswer }: ApprovalCardProps) {
  const effect = part.approval.requestReason ?? `${describeTool(getToolName(part))} (${shortArguments(part.input)})`;
  return (
    <fieldset className="approval" aria-label="Approval needed">
      <p>
        <strong>{effect}</strong>
      </p>
      {answerable ? <p className="muted">Nothing happens until you answer.</p> : <p className="muted">This question is no longer open.</p>}
      <button type="button" className="approve" disabled={!answerable} onClick={() => onAnswer(part.approval.id, true)}>
        Approve
      </button>
      <button type="button" className="deny" disabled={!answerable} onClick={() => onAnswer(part.approval.id, false)}>
        Deny
      </button>
    </fieldset>
  );
}
