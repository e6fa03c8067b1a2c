import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ChatMessage } from '../../server/http/wire.ts';
import type { ApiClient } from './api-client.ts';
import { changesOfMessage, undoStateOf } from './change-feed.ts';
import { MessageInput, type MessageInputHandle } from './message-input.tsx';
import { EarlierMessagesSummarised } from './earlier-messages-summarised.tsx';
import { firstMessageInContext } from './first-message-in-context.ts';
import { MessageView } from './message-view.tsx';
import { describeSendFailure } from './send-failure.ts';
import { preferServerVersion } from './server-version.ts';
import { settleOpenApprovals } from './settle-open-approvals.ts';
import { showsWorkInProgress } from './tool-at-work.ts';
import { useChangeFeed } from './use-change-feed.ts';
import { useStickToEnd } from './use-stick-to-end.ts';

export type ConversationHandle = Pick<MessageInputHandle, 'fill'>;

type ConversationProps = {
  api: ApiClient;
  sessionId: string;
  /** The conversation so far, as the server keeps it. */
  initialMessages: ChatMessage[];
  /** After every finished turn: the session list and working memory may have changed. */
  onTurnEnd: () => void;
  ref?: Ref<ConversationHandle>;
};

export function Conversation({ api, sessionId, initialMessages, onTurnEnd, ref }: ConversationProps) {
  const changeFeed = useChangeFeed({ api, sessionId });
  const { list, stick } = useStickToEnd<HTMLDivElement>();
  const input = useRef<MessageInputHandle>(null);
  useImperativeHandle(ref, () => ({ fill: (text) => input.current?.fill(text) }), []);
  /** The text of the message being sent, until its request ends: a request that fails before any answer puts it back. */
  const sending = useRef<string>(undefined);
  /** The last message did not reach the server: its text is back in the composer. */
  const [unsent, setUnsent] = useState(false);
  const [transport] = useState(() => api.chatTransport());
  /** Asks for the server's version of the conversation, shown once no turn is running. */
  const [reload, setReload] = useState<{ afterError: boolean }>();
  const afterTurn = ({ afterError }: { afterError: boolean }) => {
    void changeFeed.refresh();
    setReload({ afterError });
  };

  const { messages, sendMessage, addToolApprovalResponse, status, error, setMessages, stop, regenerate } = useChat<ChatMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    // After Approve or Deny the turn continues on the server without the editor typing anything.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    // After every request, answered or refused. A stopped one reloads in `onStop`, once the server has recorded the stop.
    onFinish: ({ isAbort, isError, messages: shown }) => {
      const text = sending.current;
      sending.current = undefined;
      // Refused (a turn running in another tab, too large) or never arrived (server down): nothing answered it.
      if (isError && text !== undefined && shown.at(-1)?.role === 'user') {
        setMessages((current) => (current.at(-1)?.role === 'user' ? current.slice(0, -1) : current));
        input.current?.fill(text);
        setUnsent(true);
      }
      onTurnEnd();
      if (!isAbort) afterTurn({ afterError: isError });
    },
  });
  const busy = status === 'submitted' || status === 'streaming';

  // A request that starts meanwhile cancels the reload: its own end asks again.
  useEffect(() => {
    if (!reload || busy) return;
    let current = true;
    api
      .getSessionMessages(sessionId)
      .then((server) => current && setMessages((shown) => preferServerVersion({ shown, server, afterError: reload.afterError })))
      .catch(() => undefined)
      .finally(() => current && setReload(undefined));
    return () => {
      current = false;
    };
  }, [api, sessionId, reload, busy, setMessages]);

  const send = (text: string) => {
    sending.current = text;
    setUnsent(false);
    stick();
    // The server settles open approvals as denied when a new message comes; the page shows it at once.
    setMessages((current) => settleOpenApprovals(current));
    void sendMessage({ text });
  };
  const onStop = async () => {
    await stop();
    await api.stopTurn(sessionId).catch(() => undefined);
    afterTurn({ afterError: true });
  };

  const last = messages.at(-1);
  const summarisedBefore = firstMessageInContext(messages);
  const errorShownInMessage = last?.role === 'assistant' && last.metadata?.modelError !== undefined;
  return (
    <section className="conversation" aria-label="Conversation">
      <div className="messages" aria-live="polite" ref={list}>
        {messages.length === 0 && <p className="empty">Ask Wayfinder to find, change or publish something in the CMS.</p>}
        {messages.map((message, index) => {
          const changes = changesOfMessage(changeFeed.feed.changes, message);
          return [
            message.id === summarisedBefore && <EarlierMessagesSummarised key="earlier-summarised" />,
            <MessageView
              key={message.id}
              message={message}
              isLatest={index === messages.length - 1}
              busy={busy}
              changes={changes}
              previewAccess={changeFeed.feed.previewAccess}
              undoState={undoStateOf(changeFeed.feed, changes)}
              onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })}
              onRegenerate={() => void regenerate()}
              onUndo={(changeIds) => void changeFeed.undo(changeIds)}
            />,
          ];
        })}
        {busy && !showsWorkInProgress(last) && <p className="working">Wayfinder is working…</p>}
        {error && unsent && (
          <div className="error send-failure" role="alert">
            <p>{describeSendFailure(error)}</p>
            <button type="button" onClick={() => input.current?.submit()}>
              Send again
            </button>
          </div>
        )}
        {error && !unsent && !errorShownInMessage && (
          <p className="error" role="alert">
            {error.message}
          </p>
        )}
      </div>
      <MessageInput ref={input} busy={busy} onSend={send} onStop={() => void onStop()} />
    </section>
  );
}
