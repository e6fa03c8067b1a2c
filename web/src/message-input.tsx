import { type FormEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { tooLongToSend } from './send-failure.ts';
import { typesOnTouchScreen } from './touch-screen.ts';

export type MessageInputHandle = {
  /** Puts text in the composer for the editor to finish and send. */
  fill(text: string): void;
  /** Sends what the composer holds, as Enter would. */
  submit(): void;
};

type MessageInputProps = {
  /** A turn is running: Stop instead of Send, and nothing is sent. */
  busy: boolean;
  /** The editor's message, trimmed and never empty. */
  onSend: (text: string) => void;
  onStop: () => void;
  ref?: Ref<MessageInputHandle>;
};

/**
 * The composer: Enter sends, Shift+Enter starts a new line; on a touch screen Enter starts a new line and the
 * Send button sends (an on-screen keyboard has no Shift+Enter). While a turn runs, Stop takes Send's place.
 * A message over the server's limit is not sent: it stays, with the limit in characters and words.
 */
export function MessageInput({ busy, onSend, onStop, ref }: MessageInputProps) {
  const [draft, setDraft] = useState('');
  const [tooLong, setTooLong] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      fill: (text) => {
        setDraft(text);
        textarea.current?.focus();
      },
      submit: () => form.current?.requestSubmit(),
    }),
    [],
  );

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    const reason = tooLongToSend(text);
    setTooLong(reason);
    if (reason) return;
    setDraft('');
    onSend(text);
  };
  const onTouchScreen = typesOnTouchScreen();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !onTouchScreen) send(event);
  };

  return (
    <form className="composer" ref={form} onSubmit={send}>
      {tooLong && (
        <p className="error composer-notice" role="alert">
          {tooLong}
        </p>
      )}
      <label htmlFor="message" className="visually-hidden">
        Message
      </label>
      <textarea
        id="message"
        ref={textarea}
        rows={2}
        value={draft}
        placeholder={onTouchScreen ? 'Message Wayfinder' : 'Message Wayfinder (Enter sends, Shift+Enter for a new line)'}
        enterKeyHint={onTouchScreen ? 'enter' : 'send'}
        onChange={(event) => {
          setDraft(event.target.value);
          setTooLong(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {busy ? (
        <button type="button" className="stop" onClick={onStop}>
          Stop
        </button>
      ) : (
        <button type="submit" disabled={!draft.trim()}>
          Send
        </button>
      )}
    </form>
  );
}
