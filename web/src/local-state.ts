// The browser keeps only the token and which conversation is open; the server keeps the conversations.
const TOKEN_KEY = 'wayfinder.token';
const SESSION_KEY = 'wayfinder.sessionId';

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
