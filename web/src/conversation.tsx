import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { type FormEvent, type KeyboardEvent, type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import {
  type Change,
  type ChatMessage,
  chatRequestBody,
  getPreviewAccess,
  getSessionMessages,
  listChanges,
  type PreviewAccess,
  RequestError,
  revertChanges,
  stopTurn,
} from './api.ts';
import { MessageView } from './message-view.tsx';
import { settleOpenApprovals } from './settle-open-approvals.ts';

/** The chat transport reports a failed request as its response body: show the server's message, not JSON. */
function readableError(error: Error): string {
  try {
    return (JSON.parse(error.message) as { error?: { message?: string } }).error?.message ?? error.message;
  } catch {
    return error.message;
  }
}

const turnsOf = (message: ChatMessage) => message.metadata?.turns ?? (message.metadata?.turn === undefined ? [] : [message.metadata.turn]);
/** Preview links are renewed this long before their access expires. */
const PREVIEW_RENEWAL_MS = 10 * 60 * 1000;

export type ConversationHandle = {
  /** Puts text in the composer for the editor to finish and send. */
  fill(text: string): void;
};

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
  const [changes, setChanges] = useState<Change[]>([]);
  const [previewAccess, setPreviewAccess] = useState<PreviewAccess>();
  const previewAccessRef = useRef<PreviewAccess>(undefined);
  const listEnd = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const busyRef = useRef(false);
  const [transport] = useState(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/api/chat',
        headers: { authorization: `Bearer ${token}` },
        prepareSendMessagesRequest: ({ id, messages, trigger }) => ({ body: chatRequestBody({ id, messages, trigger }) }),
      }),
  );

  const refreshChanges = useCallback(async () => {
    const current = previewAccessRef.current;
    const [latest, access] = await Promise.all([
      listChanges(token, sessionId).catch(() => undefined),
      !current || Date.parse(current.expiresAt) - Date.now() < PREVIEW_RENEWAL_MS ? getPreviewAccess(token).catch(() => undefined) : current,
    ]);
    if (latest) setChanges(latest);
    if (access && access !== current) {
      previewAccessRef.current = access;
      setPreviewAccess(access);
    }
  }, [token, sessionId]);

  const chat = useChat<ChatMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    // After Approve or Deny the turn continues on the server without the editor typing anything.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish: () => {
      onTurnEnd();
      void afterTurn({ afterError: false });
    },
    onError: () => void afterTurn({ afterError: true }),
  });
  const { messages, sendMessage, addToolApprovalResponse, status, error, setMessages, stop, regenerate } = chat;
  const busy = status === 'submitted' || status === 'streaming';
  busyRef.current = busy;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  /**
   * The server keeps the conversation: after a turn, a refused request or a stop, the page shows the
   * server's version (approvals it settled, the state a stopped turn reached), unless a new request
   * started meanwhile or, after a finished turn, the editor has already answered an approval that is on its way.
   */
  async function afterTurn({ afterError }: { afterError: boolean }) {
    void refreshChanges();
    const server = await getSessionMessages(token, sessionId).catch(() => undefined);
    const answering = messagesRef.current.at(-1)?.parts.some((part) => 'state' in part && part.state === 'approval-responded');
    if (server && server.length > 0 && !busyRef.current && (afterError || !answering)) setMessages(server);
  }

  // Once per conversation; later refreshes follow turns and undos.
  useEffect(() => {
    void refreshChanges();
  }, [refreshChanges]);
  useEffect(() => {
    if (messages.length > 0) listEnd.current?.scrollIntoView({ block: 'end' });
  }, [messages]);
  useImperativeHandle(
    ref,
    () => ({
      fill: (text) => {
        setDraft(text);
        composer.current?.focus();
      },
    }),
    [],
  );

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    // The server settles open approvals as denied when a new message comes; the page shows it at once.
    setMessages((current) => settleOpenApprovals(current));
    void sendMessage({ text });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const onStop = async () => {
    await stop();
    await stopTurn(token, sessionId).catch(() => undefined);
    await afterTurn({ afterError: true });
  };
  const onUndo = async (changeIds: number[]) => {
    try {
      await revertChanges(token, changeIds);
      return undefined;
    } catch (caught) {
      return caught instanceof RequestError ? caught.message : 'The undo did not go through; try again.';
    } finally {
      await refreshChanges();
    }
  };

  const last = messages.at(-1);
  const errorShownInMessage = last?.role === 'assistant' && last.metadata?.modelError !== undefined;
  return (
    <section className="conversation" aria-label="Conversation">
      <div className="messages" aria-live="polite">
        {messages.length === 0 && <p className="empty">Ask Wayfinder to find, change or publish something in the CMS.</p>}
        {messages.map((message, index) => (
          <MessageView
            key={message.id}
            message={message}
            isLatest={index === messages.length - 1}
            busy={busy}
            changes={changes.filter((change) => change.turn !== null && turnsOf(message).includes(change.turn)).sort((left, right) => left.id - right.id)}
            previewAccess={previewAccess}
            onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })}
            onRegenerate={() => void regenerate()}
            onUndo={onUndo}
          />
        ))}
        {busy && <p className="working">Wayfinder is working…</p>}
        {error && !errorShownInMessage && (
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
          ref={composer}
          rows={2}
          value={draft}
          placeholder="Message Wayfinder (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {busy ? (
          <button type="button" className="stop" onClick={() => void onStop()}>
            Stop
          </button>
        ) : (
          <button type="submit" disabled={!draft.trim()}>
            Send
          </button>
        )}
      </form>
    </section>
  );
}
