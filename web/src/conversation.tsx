import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { type FormEvent, type KeyboardEvent, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { type ChatMessage, chatRequestBody } from './api.ts';
import { MessageView } from './message-view.tsx';

/** The chat transport reports a failed request as its response body: show the server's message, not JSON. */
function readableError(error: Error): string {
  try {
    return (JSON.parse(error.message) as { error?: { message?: string } }).error?.message ?? error.message;
  } catch {
    return error.message;
  }
}

export type ConversationHandle = { ask(text: string): void };

type ConversationProps = {
  sessionId: string;
  /** The conversation so far, as the server keeps it. */
  initialMessages: ChatMessage[];
  token: string;
  /** After every finished turn: the session list and working memory may have changed. */
  onTurnEnd: () => void;
  ref?: Ref<ConversationHandle>;
};

export function Conversation({ sessionId, initialMessages, token, onTurnEnd, ref }: ConversationProps) {
  const [draft, setDraft] = useState('');
  const listEnd = useRef<HTMLDivElement>(null);
  const [transport] = useState(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/api/chat',
        headers: { authorization: `Bearer ${token}` },
        prepareSendMessagesRequest: ({ id, messages, trigger }) => ({ body: chatRequestBody({ id, messages, trigger }) }),
      }),
  );
  const { messages, sendMessage, addToolApprovalResponse, status, error } = useChat<ChatMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    // After Approve or Deny the turn continues on the server without the editor typing anything.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish: onTurnEnd,
  });
  const busy = status === 'submitted' || status === 'streaming';

  useEffect(() => {
    if (messages.length > 0) listEnd.current?.scrollIntoView({ block: 'end' });
  }, [messages]);
  useImperativeHandle(ref, () => ({ ask: (text) => void sendMessage({ text }) }), [sendMessage]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    void sendMessage({ text });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <section className="conversation" aria-label="Conversation">
      <div className="messages" aria-live="polite">
        {messages.length === 0 && <p className="empty">Ask Wayfinder to find, change or publish something in the CMS.</p>}
        {messages.map((message) => (
          <MessageView key={message.id} message={message} onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })} />
        ))}
        {busy && <p className="working">Wayfinder is working…</p>}
        {error && (
          <p className="error" role="alert">
            {readableError(error)}
          </p>
        )}
        <div ref={listEnd} />
      </div>
      <form className="composer" onSubmit={send}>
        <label htmlFor="message" className="visually-hidden">
          Message
        </label>
        <textarea
          id="message"
          rows={2}
          value={draft}
          placeholder="Message Wayfinder (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" disabled={busy || !draft.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
