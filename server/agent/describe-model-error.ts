import { APICallError, RetryError } from 'ai';
import type { ModelErrorKind, ModelErrorNotice } from './chat-message-metadata.ts';

const CONTEXT_FULL = /context[ _-]?(length|window)|maximum context|too many tokens|prompt is too long|reduce the length|input is too long|token limit/i;
const NETWORK = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed|socket hang up|network/i;
const TIMEOUT = /timed? ?out|timeout|ETIMEDOUT/i;

const MESSAGES: Record<ModelErrorKind, string> = {
  'context-full': "The model's context is full: this conversation has grown too long for it. Start a new conversation, or ask for less at once.",
  'key-refused': 'The model service refused the key. The server operator should check the API key of the provider (OPENROUTER_API_KEY or ANTHROPIC_API_KEY).',
  'no-credits': 'The model service says the account has run out of credits.',
  'model-not-found': 'The model service does not know the configured model. The server operator should check WAYFINDER_MODEL.',
  'rate-limited': 'The model service is busy (too many requests). Wait a moment, then try again.',
  unavailable: 'The model service is unavailable right now; try again in a moment.',
  unreachable:
    'The model service cannot be reached from the server; try again in a moment, and if it keeps happening, check the network or the base URL of the provider (OPENROUTER_BASE_URL or ANTHROPIC_BASE_URL).',
  timeout: 'The model took too long to answer.',
  'request-refused': 'The model service refused this request.',
  unknown: 'Something went wrong while the model was answering.',
};

/** The error the provider reported, inside the SDK's retry wrapper. */
function innermost(error: unknown): unknown {
  if (RetryError.isInstance(error)) return innermost(error.lastError);
  return error;
}

function classify(error: unknown): { kind: ModelErrorKind; status?: number } {
  const inner = innermost(error);
  const text = [inner instanceof Error ? inner.message : String(inner), APICallError.isInstance(inner) ? (inner.responseBody ?? '') : ''].join(' ');
  const cause = inner instanceof Error && inner.cause instanceof Error ? `${inner.cause.message} ${(inner.cause as { code?: string }).code ?? ''}` : '';
  if (APICallError.isInstance(inner) && inner.statusCode !== undefined) {
    const status = inner.statusCode;
    if (CONTEXT_FULL.test(text) || status === 413) return { kind: 'context-full', status };
    if (status === 401 || status === 403) return { kind: 'key-refused', status };
    if (status === 402) return { kind: 'no-credits', status };
    if (status === 404) return { kind: 'model-not-found', status };
    if (status === 408 || status === 504) return { kind: 'timeout', status };
    if (status === 429) return { kind: 'rate-limited', status };
    if (status >= 500) return { kind: 'unavailable', status };
    return { kind: 'request-refused', status };
  }
  if (CONTEXT_FULL.test(text)) return { kind: 'context-full' };
  if (TIMEOUT.test(`${text} ${cause}`) || (inner instanceof Error && inner.name === 'TimeoutError')) return { kind: 'timeout' };
  if (NETWORK.test(`${text} ${cause}`)) return { kind: 'unreachable' };
  return { kind: 'unknown' };
}

/**
 * A failed model call in the editor's words ("The model's context is full…"), with whether a retry
 * can help. Decided from the HTTP status and the provider's message, never shown raw: provider
 * errors carry request bodies and sometimes keys.
 */
export function describeModelError(error: unknown): ModelErrorNotice & { status?: number } {
  const { kind, status } = classify(error);
  const retryable = !['key-refused', 'no-credits', 'model-not-found', 'context-full'].includes(kind);
  const message = kind === 'request-refused' && status ? MESSAGES[kind].replace(/\.$/, ` (status ${status}).`) : MESSAGES[kind];
  return { kind, message, retryable, ...(status === undefined ? {} : { status }) };
}
