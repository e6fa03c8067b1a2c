import { useEffect, useRef } from 'react';
import type { Change } from '../../server/http/wire.ts';
import { countOf } from './count-of.ts';
import type { Replacement } from './use-replace-last-exchange.ts';
import { undoable } from './what-changed.tsx';

type ReplaceWarningProps = {
  action: Replacement['action'];
  /** The answer's changes that are still on the site. */
  changes: Change[];
  /** The undo is on its way. */
  undoing: boolean;
  onUndoFirst: () => void;
  onProceed: () => void;
  onCancel: () => void;
};

const WORDING = {
  regenerate: { doing: 'regenerating', undoFirst: 'Undo and regenerate', anyway: 'Regenerate anyway' },
  send: { doing: 'sending your edited message', undoFirst: 'Undo and send', anyway: 'Send anyway' },
} as const;

/** Said before an answer that changed the site is replaced: the changes stay unless the editor undoes them. */
export function ReplaceWarning({ action, changes, undoing, onUndoFirst, onProceed, onCancel }: ReplaceWarningProps) {
  const words = WORDING[action];
  // The warning stands in the editor's way: its first choice takes the focus, which also scrolls it into view.
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.querySelector('button')?.focus(), []);
  const them = changes.length === 1 ? 'it' : 'them';
  return (
    <div ref={dialog} className="replace-warning" role="alertdialog" aria-label="Before the answer is replaced">
      <p>
        This answer changed {countOf(changes.length, 'thing')}; {words.doing} keeps {them} (or Undo {them} first).
      </p>
      {changes.some(undoable) && (
        <button type="button" disabled={undoing} onClick={onUndoFirst}>
          {words.undoFirst}
        </button>
      )}
      <button type="button" disabled={undoing} onClick={onProceed}>
        {words.anyway}
      </button>
      <button type="button" className="link" disabled={undoing} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
