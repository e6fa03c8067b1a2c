import { type FormEvent, useState } from 'react';
import type { ToolSearchAnswer } from '../../server/http/wire.ts';
import type { ApiClient } from './api-client.ts';

/** Shown when no model is configured: what `tool_search` would find for a request, and its token cost. */
export function ToolSearchTryOut({ api }: { api: ApiClient }) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<ToolSearchAnswer>();
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setAnswer(await api.searchTools(query));
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <section className="no-model" aria-label="No model configured">
      <p>
        <strong>No language model is configured.</strong> Set <code>OPENROUTER_API_KEY</code> (and optionally <code>WAYFINDER_MODEL</code>) and restart
        Wayfinder to chat. Meanwhile, try which tools a request would find:
      </p>
      <form onSubmit={submit}>
        <label htmlFor="tool-query">Request</label>
        <input
          id="tool-query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. change the hero heading"
          minLength={2}
          required
        />
        <button type="submit">Search tools</button>
      </form>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {answer && (
        <div className="tool-search-answer">
          <p>
            {answer.tools.length} tools, {answer.tokens} tokens
          </p>
          <ul>
            {answer.tools.map((tool) => (
              <li key={tool.name}>
                <code>{tool.name}</code>: {tool.description}
              </li>
            ))}
          </ul>
          {answer.rules && (
            <details>
              <summary>Rules</summary>
              <pre className="rules">{answer.rules}</pre>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
