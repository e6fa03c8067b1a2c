import { type FormEvent, useState } from 'react';
import { createApiClient } from './api-client.ts';

/** Checks the token against the API before keeping it, so a wrong token is reported here. */
export function SignIn({ onSignedIn, notice }: { onSignedIn: (token: string) => void; notice?: string }) {
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState(notice);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createApiClient({ token: token.trim() }).listSessions();
      onSignedIn(token.trim());
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <main className="sign-in">
      <h1>Wayfinder</h1>
      <form onSubmit={submit}>
        <label htmlFor="token">Editor token</label>
        <input id="token" type="password" autoComplete="current-password" value={token} onChange={(event) => setToken(event.target.value)} required />
        <button type="submit">Sign in</button>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <p className="hint">The token is in WAYFINDER_TOKENS, or printed once when the server first starts.</p>
    </main>
  );
}
