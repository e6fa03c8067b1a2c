import { useState } from 'react';
import type { ChatMessage } from '../../server/http/wire.ts';
import { shownMessages } from './answer-versions.ts';

/** The messages as the page shows them, each replaced exchange in the version the editor chose (the current one until then). */
export function useAnswerVersions(messages: readonly ChatMessage[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, number>>(new Map());
  return {
    shown: shownMessages(messages, chosen),
    /** Shows that version of the exchange; undefined: its current one. */
    show: (exchangeId: string, version: number | undefined) =>
      setChosen((current) => {
        const next = new Map(current);
        if (version === undefined) next.delete(exchangeId);
        else next.set(exchangeId, version);
        return next;
      }),
  };
}
