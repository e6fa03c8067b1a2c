import { type DynamicToolUIPart, isToolUIPart, type ToolUIPart } from 'ai';
import type { ChatMessage } from '../../server/http/wire.ts';
import { APPROVAL_SETTLED_BY_NEW_MESSAGE } from './settle-open-approvals.ts';

export type ToolPart = ToolUIPart | DynamicToolUIPart;
export type Outcome = { label: string; kind: 'pending' | 'ok' | 'error' | 'retried' | 'denied' };

const SPECIAL_LABELS: Record<string, string> = {
  tool_search: 'Find tools',
  http_get: 'HTTP GET request',
  http_post: 'HTTP POST request',
  search_vector: 'Search the site by meaning',
  plan_analyzeTask: 'Plan the steps',
};

/** `cms_deletePage` → `Delete page`, `pexels_searchPhotos` → `Pexels: search photos`. */
export function describeTool(name: string): string {
  if (SPECIAL_LABELS[name]) return SPECIAL_LABELS[name];
  const [prefix = '', rest = name] = name.includes('_') ? name.split(/_(.*)/s) : ['', name];
  const words = rest
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return prefix === 'cms' || prefix === '' ? label : `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}: ${label.toLowerCase()}`;
}

/** `{ slug: "careers", limit: 5 }` → `slug: careers, limit: 5`, cut to fit one line. */
export function shortArguments(input: unknown): string {
  if (!input || typeof input !== 'object') return input === undefined ? '' : String(input);
  const text = Object.entries(input)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export const toolParts = (message: ChatMessage): ToolPart[] => message.parts.filter(isToolUIPart) as ToolPart[];

/** The AI SDK's words for a call whose input failed the tool's schema before it ran (InvalidToolInputError). */
const SCHEMA_REJECTION = /^Invalid input\b/;

/** CMS tools answer failures as `{ error: { type, message } }` results, not as thrown errors. */
function failureOf(part: ToolPart): { type?: string; message: string } | undefined {
  if (part.state === 'output-error') return { type: SCHEMA_REJECTION.test(part.errorText) ? 'VALIDATION' : undefined, message: part.errorText };
  const output = part.state === 'output-available' ? (part.output as { error?: { type?: string; message?: string } } | undefined) : undefined;
  return output?.error ? { type: output.error.type, message: output.error.message ?? 'failed' } : undefined;
}

/**
 * How a call ended, for people. A call with wrong details that later work in the same message got past is a
 * retry, not a failure: the model corrected its arguments, or took another tool. The validator's wording is
 * for the model (and Details), never the editor's line.
 */
export function outcomeOf(part: ToolPart, message: ChatMessage): Outcome {
  // A denied call: answered with Deny, or settled by a new message (the server keeps such an earlier
  // message's part as answered, since the turn that followed did not continue that message).
  if (part.state === 'output-denied' || (part.state === 'approval-responded' && !part.approval.approved)) {
    return part.approval.reason === APPROVAL_SETTLED_BY_NEW_MESSAGE
      ? { label: 'denied: you sent a new message', kind: 'denied' }
      : { label: part.approval.reason ? `denied: ${part.approval.reason}` : 'denied by you', kind: 'denied' };
  }
  const failure = failureOf(part);
  if (failure) {
    if (failure.type !== 'VALIDATION') return { label: failure.message, kind: 'error' };
    const parts = toolParts(message);
    const workedAfter = parts.slice(parts.indexOf(part) + 1).some((later) => failureOf(later) === undefined);
    return workedAfter ? { label: 'retried with corrected details', kind: 'retried' } : { label: 'the agent gave incomplete or wrong details', kind: 'error' };
  }
  if (part.state === 'output-available') return { label: 'done', kind: 'ok' };
  if (part.state === 'approval-requested') return { label: 'waiting for your approval', kind: 'pending' };
  if (part.state === 'approval-responded') return { label: part.approval.approved ? 'approved, running…' : 'denied', kind: 'pending' };
  return { label: 'running…', kind: 'pending' };
}
