import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage, SessionDetails, SessionSummary } from '../../server/http/wire.ts';
import { ApiError, createApiClient, modelConfigured } from './api-client.ts';
import { Conversation, type ConversationHandle } from './conversation.tsx';
import { storedSessionId, storedToken, storeSessionId, storeToken } from './local-state.ts';
import { SidePanel } from './side-panel.tsx';
import { SignIn } from './sign-in.tsx';
import { ToolSearchTryOut } from './tool-search-try-out.tsx';

export function App() {
  const [token, setToken] = useState(storedToken);
  const [signInNotice, setSignInNotice] = useState<string>();
  const [sessionId, setSessionId] = useState(storedSessionId);
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  const [memory, setMemory] = useState<SessionDetails>();
  const [hasModel, setHasModel] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  /** The open conversation's messages from the server; undefined while they load. */
  const [opened, setOpened] = useState<{ sessionId: string; messages: ChatMessage[] }>();
  const conversation = useRef<ConversationHandle>(null);
  /** Every API call goes through this, bound to the token; none while signed out. */
  const api = useMemo(() => (token ? createApiClient({ token }) : undefined), [token]);

  const signOut = useCallback((notice?: string) => {
    storeToken('');
    setToken('');
    setSignInNotice(notice);
  }, []);

  const refresh = useCallback(async () => {
    if (!api) return;
    try {
      const [list, current] = await Promise.all([api.listSessions(), api.getSession(sessionId)]);
      setSessions(list);
      setMemory(current);
    } catch (error) {
      if (error instanceof ApiError && error.type === 'UNAUTHORIZED') signOut(error.message);
    }
  }, [api, sessionId, signOut]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    void modelConfigured().then(setHasModel);
  }, []);
  useEffect(() => {
    if (!api) return;
    let current = true;
    api
      .getSessionMessages(sessionId)
      .then((messages) => current && setOpened({ sessionId, messages }))
      .catch((error) => {
        if (error instanceof ApiError && error.type === 'UNAUTHORIZED') signOut(error.message);
        else if (current) setOpened({ sessionId, messages: [] });
      });
    return () => {
      current = false;
    };
  }, [api, sessionId, signOut]);

  if (!api) {
    return (
      <SignIn
        notice={signInNotice}
        onSignedIn={(value) => {
          storeToken(value);
          setToken(value);
        }}
      />
    );
  }
  const openSession = (id: string) => {
    setSessionId(storeSessionId(id));
    setPanelOpen(false);
  };
  return (
    <div className="layout">
      <header className="top-bar">
        <h1>Wayfinder</h1>
        <button type="button" className="panel-toggle" aria-expanded={panelOpen} onClick={() => setPanelOpen(!panelOpen)}>
          Conversations
        </button>
        <button type="button" aria-label="New conversation" onClick={() => openSession(crypto.randomUUID())}>
          New<span className="wide-only"> conversation</span>
        </button>
        <button type="button" className="link" onClick={() => signOut()}>
          Sign out
        </button>
      </header>
      <main className="main">
        {!hasModel && <ToolSearchTryOut api={api} />}
        {opened?.sessionId === sessionId ? (
          <Conversation key={sessionId} ref={conversation} api={api} sessionId={sessionId} initialMessages={opened.messages} onTurnEnd={() => void refresh()} />
        ) : (
          <p className="working">Loading the conversation…</p>
        )}
      </main>
      <SidePanel
        api={api}
        sessions={sessions}
        currentSessionId={sessionId}
        memory={memory}
        open={panelOpen}
        onOpenSession={openSession}
        onRenamed={() => void refresh()}
        onDeleted={() => openSession(crypto.randomUUID())}
        onAsk={(text) => {
          conversation.current?.fill(text);
          setPanelOpen(false);
        }}
      />
    </div>
  );
}
