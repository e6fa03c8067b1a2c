import type { Change, PreviewAccessGrant } from '../../server/http/wire.ts';

type WhatChangedProps = {
  /** This message's changes, oldest first. */
  changes: Change[];
  previewAccess: PreviewAccessGrant | undefined;
  /** An undo of these changes is on its way. */
  working: boolean;
  /** Why the server refused the last undo of these changes. */
  refusal: string | undefined;
  onUndo: (changeIds: number[]) => void;
};

/** A preview path from the server (`/preview/home#section-3`) as a URL that opens it. */
function previewUrl(path: string, { access }: PreviewAccessGrant): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('access', access);
  return url.pathname + url.search + url.hash;
}

/** A change still on the site that the server can undo. */
export const undoable = (change: Change) => change.revertedByChangeId === null && change.irreversible === null;

/** What a turn changed on the site, each change with a preview and an undo; undoing all of them is one step. */
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
            {undoable(change) && (
              <button type="button" className="link" disabled={working} onClick={() => onUndo([change.id])}>
                Undo
              </button>
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
