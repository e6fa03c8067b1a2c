import type { ChatMessage } from './api.ts';

// The server keeps working memory, not the transcript, so the browser keeps each conversation's messages.
const TOKEN_KEY = 'wayfinder.token';
const SESSION_KEY = 'wayfinder.sessionId';
const messagesKey = (sessionId: string) => `wayfinder.messages.${sessionId}`;

export const storedToken = () => localStorage.getItem(TOKEN_KEY) ?? '';
export const storeToken = (token: string) => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY));

export function storedSessionId(): string {
  const existing = localStorage.getItem(SESSION_KEY);
  return existing ?? storeSessionId(crypto.randomUUID());
}
export function storeSessionId(sessionId: string): string {
  localStorage.setItem(SESSION_KEY, sessionId);
  return sessionId;
}

export function storedMessages(sessionId: string): ChatMessage[] {
  try {
    return JSON.parse(localStorage.getItem(messagesKey(sessionId)) ?? '[]') as ChatMessage[];
  } catch {
    return [];
  }
}
export const storeMessages = (sessionId: string, messages: ChatMessage[]) => localStorage.setItem(messagesKey(sessionId), JSON.stringify(messages));
