import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ChatMessage } from '../../server/http/wire.ts';
import { lastAnswerOf, versionsAfterReplacing } from './answer-versions.ts';
import type { ApiClient } from './api-client.ts';
import { changesOfMessage, undoStateOf } from './change-feed.ts';
import { messageTextOf, CopyButton } from './copy-button.tsx';
import { EditLastMessage } from './edit-last-message.tsx';
import { MessageInput, type MessageInputHandle } from './message-input.tsx';
import { EarlierMessagesSummarised } from './earlier-messages-summarised.tsx';
import { firstMessageInContext } from './first-message-in-context.ts';
import { MessageView } from './message-view.tsx';
import { describeRequestFailure, describeSendFailure } from './send-failure.ts';
import { ReplaceWarning } from './replace-warning.tsx';
import { preferServerVersion } from './server-version.ts';
import { settleOpenApprovals } from './settle-open-approvals.ts';
import { showsWorkInProgress } from './tool-at-work.ts';
import { useAnswerVersions } from './use-answer-versions.ts';
import { useChangeFeed } from './use-change-feed.ts';
import { type Replacement, useReplaceLastExchange } from './use-replace-last-exchange.ts';
import { useStickToEnd } from './use-stick-to-end.ts';
import { VersionSwitch } from './version-switch.tsx';

export type ConversationHandle = Pick<MessageInputHandle, 'fill'> & {
  /** Lists the conversation's changes again: an undo or redo elsewhere (the site history) changed what they say. */
  refreshChanges: () => void;
};

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
  const { refresh: refreshChanges } = changeFeed;
  useImperativeHandle(ref, () => ({ fill: (text) => input.current?.fill(text), refreshChanges: () => void refreshChanges() }), [refreshChanges]);
  /**
   * The text of the message being sent, until its request ends: a request that fails before any answer puts it
   * back. An edit keeps the conversation as it was before, to go back to with the edit in its box.
   */
  const sending = useRef<{ text: string; editOf?: ChatMessage[] }>(undefined);
  /** The last message did not reach the server: its text is back in the composer. */
  const [unsent, setUnsent] = useState(false);
  /** The last message, open for editing: `draft` is the text of an edit that did not get through. */
  const [editing, setEditing] = useState<{ draft?: string }>();
  const [transport] = useState(() => api.chatTransport());
  /** Asks for the server's version of the conversation, shown once no turn is running. */
  const [reload, setReload] = useState<{ afterError: boolean }>();
  const afterTurn = ({ afterError }: { afterError: boolean }) => {
    void changeFeed.refresh();
    setReload({ afterError });
  };

  const { messages, sendMessage, addToolApprovalResponse, status, error, setMessages, stop, regenerate, clearError } = useChat<ChatMessage>({
    id: sessionId,
    messages: initialMessages,
    transport,
    // After Approve or Deny the turn continues on the server without the editor typing anything.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    // After every request, answered or refused. A stopped one reloads in `onStop`, once the server has recorded the stop.
    onFinish: ({ isAbort, isError, messages: shown }) => {
      const sent = sending.current;
      sending.current = undefined;
      // Refused (a turn running in another tab, too large) or never arrived (server down): nothing answered it.
      if (isError && sent?.editOf && shown.at(-1)?.role === 'user') {
        setMessages(sent.editOf);
        setEditing({ draft: sent.text });
      } else if (isError && sent !== undefined && shown.at(-1)?.role === 'user') {
        setMessages((current) => (current.at(-1)?.role === 'user' ? current.slice(0, -1) : current));
        input.current?.fill(sent.text);
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

  /** `edit`: the editor's last message, which this one replaces with its answer, and the versions it then has. */
  const send = (text: string, edit?: { replaces: string; metadata: ChatMessage['metadata'] }) => {
    sending.current = { text, ...(edit ? { editOf: messages } : {}) };
    setUnsent(false);
    stick();
    // The server settles open approvals as denied when a new message comes; the page shows it at once.
    // An edit takes the last exchange's place: the server keeps that one as an earlier version.
    setMessages((current) =>
      edit
        ? current.slice(
            0,
            current.findLastIndex((message) => message.role === 'user'),
          )
        : settleOpenApprovals(current),
    );
    void sendMessage(edit ? { text, metadata: edit.metadata } : { text }, edit && { body: { replaces: edit.replaces } });
  };

  const versions = useAnswerVersions(messages);
  const lastUserMessage = messages.findLast((message) => message.role === 'user');
  const replaceLastExchange = (replacement: Replacement) => {
    setEditing(undefined);
    if (!lastUserMessage) return;
    // The new version is the one to see; the replaced one stays in reach at once, as the server keeps it.
    versions.show(lastUserMessage.id, undefined);
    const metadata = { ...lastUserMessage.metadata, earlierVersions: versionsAfterReplacing(messages) };
    if (replacement.action === 'send') return send(replacement.text, { replaces: lastUserMessage.id, metadata });
    setMessages((current) => current.map((message) => (message.id === lastUserMessage.id ? { ...message, metadata } : message)));
    stick();
    void regenerate();
  };
  const replacing = useReplaceLastExchange({
    answerChanges: lastAnswerOf(messages)
      .flatMap((message) => changesOfMessage(changeFeed.feed.changes, message))
      .filter((change) => change.revertedByChangeId === null),
    undo: changeFeed.undo,
    replace: replaceLastExchange,
  });
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
        {versions.shown.map(({ message, earlier, versions: exchange }, index) => {
          const changes = changesOfMessage(changeFeed.feed.changes, message);
          const editable = !busy && !earlier && message === lastUserMessage;
          if (editable && editing) {
            return [
              message.id === summarisedBefore && <EarlierMessagesSummarised key="earlier-summarised" />,
              <EditLastMessage
                key={message.id}
                initialText={editing.draft ?? messageTextOf(message)}
                failure={editing.draft !== undefined && error ? describeSendFailure(error) : undefined}
                onSend={(text) => replacing.request({ action: 'send', text })}
                onCancel={() => {
                  // Cancelling a failed edit also puts its failure away: the conversation is as it was.
                  if (editing.draft !== undefined) clearError();
                  setEditing(undefined);
                  replacing.cancel();
                }}
              />,
            ];
          }
          return [
            message.id === summarisedBefore && <EarlierMessagesSummarised key="earlier-summarised" />,
            <MessageView
              key={message.id}
              message={message}
              isLatest={index === versions.shown.length - 1 && !earlier}
              busy={busy}
              changes={changes}
              previewAccess={changeFeed.feed.previewAccess}
              undoState={undoStateOf(changeFeed.feed, changes)}
              onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })}
              onRegenerate={() => replacing.request({ action: 'regenerate' })}
              // Working memory names what the undo renamed or removed as the site has it now.
              onUndo={(changeIds) => void changeFeed.undo(changeIds).then(() => onTurnEnd())}
              actions={
                <>
                  {message.role === 'assistant' && <CopyButton message={message} />}
                  {editable && (
                    <button type="button" className="link" onClick={() => setEditing({})}>
                      Edit
                    </button>
                  )}
                  {exchange && (
                    <VersionSwitch versions={exchange} changes={changeFeed.feed.changes} onShow={(version) => versions.show(exchange.exchangeId, version)} />
                  )}
                </>
              }
            />,
          ];
        })}
        {replacing.pending && !busy && (
          <ReplaceWarning
            action={replacing.pending.action}
            changes={replacing.answerChanges}
            undoing={replacing.undoing}
            onUndoFirst={() => void replacing.undoFirst()}
            onProceed={replacing.proceed}
            onCancel={replacing.cancel}
          />
        )}
        {busy && !showsWorkInProgress(last) && <p className="working">Wayfinder is working…</p>}
        {error && unsent && (
          <div className="error send-failure" role="alert">
            <p>{describeSendFailure(error)}</p>
            <button type="button" onClick={() => input.current?.submit()}>
              Send again
            </button>
          </div>
        )}
        {error && !unsent && !errorShownInMessage && editing?.draft === undefined && (
          <p className="error" role="alert">
            {describeRequestFailure(error)}
          </p>
        )}
      </div>
      <MessageInput
        ref={input}
        busy={busy}
        onSend={(text) => {
          // A new message moves on: an edit left open or a warning left unanswered no longer applies.
          setEditing(undefined);
          replacing.cancel();
          send(text);
        }}
        onStop={() => void onStop()}
      />
    </section>
  );
}
