import { type DynamicToolUIPart, getToolName, type ToolUIPart } from 'ai';

type ToolPart = ToolUIPart | DynamicToolUIPart;
type FoundTools = { tools: string[]; rules: string };

/** `{ slug: "careers", limit: 5 }` → `slug: careers, limit: 5`, cut to fit one line. */
export function shortArguments(input: unknown): string {
  if (!input || typeof input !== 'object') return input === undefined ? '' : String(input);
  const text = Object.entries(input)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** `cms_deletePage` → `Delete page`. */
export function describeTool(name: string): string {
  const words = name
    .replace(/^cms_/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** CMS tools answer failures as `{ error: { message } }` results, not as thrown errors. */
function failureOf(part: ToolPart): string | undefined {
  if (part.state === 'output-error') return part.errorText;
  if (part.state === 'output-denied') return 'denied by you';
  const output = part.state === 'output-available' ? (part.output as { error?: { message?: string } } | undefined) : undefined;
  return output?.error ? (output.error.message ?? 'failed') : undefined;
}

function outcome(part: ToolPart): { label: string; kind: 'pending' | 'ok' | 'error' } {
  const failure = failureOf(part);
  if (failure) return { label: failure, kind: 'error' };
  if (part.state === 'output-available') return { label: 'done', kind: 'ok' };
  if (part.state === 'approval-requested') return { label: 'waiting for your approval', kind: 'pending' };
  if (part.state === 'approval-responded') return { label: part.approval.approved ? 'approved' : 'denied', kind: 'pending' };
  return { label: 'running…', kind: 'pending' };
}

export function ToolCall({ part, onApproval }: { part: ToolPart; onApproval: (id: string, approved: boolean) => void }) {
  const name = getToolName(part);
  const { label, kind } = outcome(part);
  const found = name === 'tool_search' && part.state === 'output-available' ? (part.output as FoundTools) : undefined;
  return (
    <div className="tool-call">
      <div className={`tool-line ${kind}`} data-testid="tool-line">
        <code>{name}</code> <span className="arguments">{shortArguments(part.input)}</span>{' '}
        <span className="outcome">{kind === 'error' ? `✗ ${label}` : kind === 'ok' ? '✓' : label}</span>
      </div>
      {found && (
        <details className="found-tools">
          <summary>
            Found {found.tools.length} tools{found.rules ? ' and their rules' : ''}
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
      {part.state === 'approval-requested' && (
        <fieldset className="approval" aria-label="Approval needed">
          <p>
            <strong>{describeTool(name)}</strong> {shortArguments(part.input)}? This cannot be undone.
          </p>
          <button type="button" className="approve" onClick={() => onApproval(part.approval.id, true)}>
            Approve
          </button>
          <button type="button" className="deny" onClick={() => onApproval(part.approval.id, false)}>
            Deny
          </button>
        </fieldset>
      )}
    </div>
  );
}
