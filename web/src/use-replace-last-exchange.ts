import { useState } from 'react';
import type { Change } from '../../server/http/wire.ts';
import { undoable } from './what-changed.tsx';

/** What replaces the last exchange: a new answer to the same message, or the edited message and its answer. */
export type Replacement = { action: 'regenerate' } | { action: 'send'; text: string };

type ReplaceLastExchangeOptions = {
  /** The last answer's changes that are still on the site. */
  answerChanges: Change[];
  /** Undoes changes in one step; resolves to the server's reason when it could not. */
  undo: (changeIds: number[]) => Promise<string | undefined>;
  replace: (replacement: Replacement) => void;
};

/**
 * Regenerate and edit-and-resend replace the last exchange, but not what its answer changed on the site.
 * When there is such a change, the editor is told first (`pending`) and chooses: undo them and go on, go
 * on anyway, or cancel.
 */
export function useReplaceLastExchange({ answerChanges, undo, replace }: ReplaceLastExchangeOptions) {
  const [pending, setPending] = useState<Replacement>();
  const [undoing, setUndoing] = useState(false);
  return {
    pending,
    undoing,
    answerChanges,
    /** Replaces at once when the answer changed nothing still on the site; otherwise asks first. */
    request: (replacement: Replacement) => (answerChanges.length > 0 ? setPending(replacement) : replace(replacement)),
    proceed: () => {
      if (pending) replace(pending);
      setPending(undefined);
    },
    /** Undoes the answer's changes, then replaces; a refused undo replaces nothing (What changed says why). */
    undoFirst: async () => {
      if (!pending) return;
      setUndoing(true);
      const refusal = await undo(answerChanges.filter(undoable).map((change) => change.id));
      setUndoing(false);
      setPending(undefined);
      if (refusal === undefined) replace(pending);
    },
    cancel: () => setPending(undefined),
  };
}
