import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { describeModelError } from '../../server/agent/describe-model-error.ts';

const apiError = (statusCode: number, message: string, responseBody = '') =>
  new APICallError({ message, url: 'https://openrouter.ai/api/v1/chat/completions', requestBodyValues: { messages: ['secret'] }, statusCode, responseBody });

describe('describeModelError', () => {
  it.each([
    [apiError(400, "This endpoint's maximum context length is 8192 tokens."), 'context-full', false],
    [apiError(400, 'Bad Request', '{"error":{"code":"context_length_exceeded"}}'), 'context-full', false],
    [apiError(401, 'No auth credentials found'), 'key-refused', false],
    [apiError(402, 'Insufficient credits'), 'no-credits', false],
    [apiError(404, 'No endpoints found for test/model'), 'model-not-found', false],
    [apiError(429, 'Rate limit exceeded'), 'rate-limited', true],
    [apiError(503, 'Service Unavailable'), 'unavailable', true],
    [apiError(422, 'Unprocessable'), 'request-refused', true],
    [new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) }), 'unreachable', true],
    [new Error('The operation timed out'), 'timeout', true],
    [new Error('something odd'), 'unknown', true],
  ])('names %s as %s', (error, kind, retryable) => {
    expect(describeModelError(error)).toMatchObject({ kind, retryable });
  });

  it('looks inside the retry wrapper, and words the notice for the editor', () => {
    const wrapped = new RetryError({ message: 'Failed after 3 attempts', reason: 'maxRetriesExceeded', errors: [apiError(503, 'x'), apiError(429, 'y')] });
    expect(describeModelError(wrapped)).toEqual({
      kind: 'rate-limited',
      status: 429,
      retryable: true,
      message: 'The model service is busy (too many requests). Wait a moment, then try again.',
    });
    expect(describeModelError(apiError(401, 'x')).message).toBe(
      'The model service refused the key. The server operator should check the API key of the provider (OPENROUTER_API_KEY or ANTHROPIC_API_KEY).',
    );
    expect(describeModelError(apiError(422, 'x')).message).toBe('The model service refused this request (status 422).');
  });
});
