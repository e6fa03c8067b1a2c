import type { Change, PreviewAccessGrant } from '../../server/http/wire.ts';
import { previewUrl } from './preview-url.ts';
import { revertActionOf, undoneActionOf } from './revert-action.ts';

type WhatChangedProps = {
  /** This message's changes, oldest first. */
  changes: Change[];
  previewAccess: PreviewAccessGrant | undefined;
  /** An undo of these changes is on its way. */
  working: boolean;
  /** Why the server refused the last undo of these changes. */
  refusal: string | undefined;
  /** Reverts changes: an Undo, an Undo all, or a Redo (the revert of an undo). */
  onUndo: (changeIds: number[]) => void;
};

/** A change still on the site that the server can undo. */
export const undoable = (change: Change) => revertActionOf(change)?.label === 'Undo';

/**
 * What a turn changed on the site, each change with a preview and an undo (a redo once undone, or for an undo
 * the turn made); undoing all of them is one step.
 */
export function WhatChanged({ changes, previewAccess, working, refusal, onUndo }: WhatChangedProps) {
  if (changes.length === 0) return null;
  const open = changes.filter(undoable);
  return (
    <section className="what-changed" aria-label="What changed">
      <h4>What changed</h4>
      <ul>
        {changes.map((change) => (
          <li key={change.id} className={change.revertedByChangeId === null ? '' : 'undone'} data-testid="change-line">
            <span className="summary">{change.summary}</span>
            {change.revertedByChangeId !== null && <span className="badge">undone</span>}
            {change.previewPath && previewAccess && (
              <a className="preview-link" href={previewUrl(change.previewPath, previewAccess)} target="_blank" rel="noopener noreferrer">
                Preview
              </a>
            )}
            {[revertActionOf(change), undoneActionOf(change)].map(
              (action) =>
                action && (
                  <button key={action.label} type="button" className="link" disabled={working} onClick={() => onUndo([action.changeId])}>
                    {action.label}
                  </button>
                ),
            )}
            {change.irreversible && <span className="muted"> (cannot be undone)</span>}
          </li>
        ))}
      </ul>
      {open.length > 1 && (
        <button type="button" disabled={working} onClick={() => onUndo(open.map((change) => change.id))}>
          Undo all {open.length}
        </button>
      )}
      {refusal && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
