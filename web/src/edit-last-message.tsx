import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { tooLongToSend } from './send-failure.ts';
import { typesOnTouchScreen } from './touch-screen.ts';

type EditLastMessageProps = {
  /** The message as the editor sent it, or the edit that did not get through. */
  initialText: string;
  /** Why the edit did not get through, in the editor's words. */
  failure?: string;
  /** The edited message, trimmed and never empty: it replaces the last one and its answer. */
  onSend: (text: string) => void;
  onCancel: () => void;
};

/** The editor's last message, open for editing in place: Send replaces it (and its answer), Cancel (or Escape) leaves it as it was. */
export function EditLastMessage({ initialText, failure, onSend, onCancel }: EditLastMessageProps) {
  const [draft, setDraft] = useState(initialText);
  const [tooLong, setTooLong] = useState<string>();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const reason = tooLongToSend(text);
    setTooLong(reason);
    if (!reason) onSend(text);
  };
  const onTouchScreen = typesOnTouchScreen();
  // As in the composer: Enter sends, except on a touch screen, whose keyboard has no Shift+Enter for a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !onTouchScreen) send(event);
    if (event.key === 'Escape') onCancel();
  };
  return (
    <form className="message user editing" aria-label="Edit your message" onSubmit={send}>
      {/* Not named "message": that is the composer's name, and tests and assistive tools find it by it. */}
      <label htmlFor="edit-message" className="visually-hidden">
        Edited text
      </label>
      {/* biome-ignore lint/a11y/noAutofocus: the editor just asked to edit this message; the cursor belongs there. */}
      <textarea id="edit-message" autoFocus rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} />
      {(tooLong ?? failure) && (
        <p className="error" role="alert">
          {tooLong ?? failure}
        </p>
      )}
      <div className="edit-actions">
        <button type="submit" disabled={!draft.trim()}>
          Send
        </button>
        <button type="button" className="link" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
