import { getToolName } from 'ai';
import type { ChatMessage } from '../../server/http/wire.ts';
import { countOf } from './count-of.ts';
import { outcomeOf, shortArguments, type ToolPart, toolParts } from './tool-parts.ts';

/** tool_search's answer: tool names (their descriptions come with the declarations) and rules. */
type FoundTools = { tools: string[]; rules: string };

function ToolDetails({ part, message }: { part: ToolPart; message: ChatMessage }) {
  const name = getToolName(part);
  const { label, kind } = outcomeOf(part, message);
  const found = name === 'tool_search' && part.state === 'output-available' ? (part.output as FoundTools) : undefined;
  return (
    <li className="tool-call">
      <div className={`tool-line ${kind}`} data-testid="tool-line">
        <code>{name}</code> <span className="arguments">{shortArguments(part.input)}</span>{' '}
        <span className="outcome">{kind === 'error' ? `✗ ${label}` : kind === 'ok' ? '✓' : label}</span>
      </div>
      <pre className="arguments-json">{JSON.stringify(part.input, null, 2)}</pre>
      {found && (
        <details className="found-tools">
          <summary>
            Found {countOf(found.tools.length, 'tool')}
            {found.rules ? ' and their rules' : ''}
          </summary>
          <ul>
            {found.tools.map((tool) => (
              <li key={tool}>
                <code>{tool}</code>
              </li>
            ))}
          </ul>
          {found.rules && <pre className="rules">{found.rules}</pre>}
        </details>
      )}
    </li>
  );
}

/** For developers: every tool call with its name, arguments and outcome, the tools tool_search found and their rules. */
export function DeveloperDetails({ message }: { message: ChatMessage }) {
  const parts = toolParts(message);
  if (parts.length === 0) return null;
  return (
    <details className="developer-details">
      <summary>Details</summary>
      <ul>
        {parts.map((part) => (
          <ToolDetails key={part.toolCallId} part={part} message={message} />
        ))}
      </ul>
    </details>
  );
}
