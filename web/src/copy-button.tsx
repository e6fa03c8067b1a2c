import { useEffect, useState } from 'react';
import type { ChatMessage } from '../../server/http/wire.ts';

/** How long "Copied" shows before the button reads "Copy" again. */
const CONFIRMATION_MS = 2_000;

/** A message's words, as written (Markdown), without its tool lines. */
export const messageTextOf = (message: ChatMessage) =>
  message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n\n')
    .trim();

/** Copies an answer's text to the clipboard and says so; nothing to copy, no button. */
export function CopyButton({ message }: { message: ChatMessage }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed'>();
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(undefined), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const text = messageTextOf(message);
  if (!text) return null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  return (
    <button type="button" className="link" aria-live="polite" onClick={() => void copy()}>
      {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? "Couldn't copy" : 'Copy'}
    </button>
  );
}
