import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, NotFoundError, TransientError } from '../../server/errors/cms-errors.ts';
import { answerError, HttpError, STATUS_OF } from '../../server/http/http-error.ts';
import { validateJson } from '../../server/http/validate-json.ts';
import { captureLogs } from '../support/captured-logs.ts';

/** A real app with the one onError and a route per kind of failure. */
function appThrowing(error: () => Error) {
  const logs = captureLogs();
  const app = new Hono();
  app.get('/', () => {
    throw error();
  });
  app.onError(answerError(logs.logger));
  return { app, logs };
}

it.each([
  ['an HttpError', () => new HttpError({ type: 'CONFLICT', message: 'busy' }), 409, 'CONFLICT', 'busy', {}],
  ["Hono's HTTPException", () => new HTTPException(400, { message: 'Malformed' }), 400, 'BAD_REQUEST', 'Malformed', {}],
  ['a NotFoundError', () => new NotFoundError({ entity: 'change', key: 7 }), 404, 'NOT_FOUND', 'No change "7".', { entity: 'change', key: 7 }],
  [
    'a ConflictError',
    () => new ConflictError({ entity: 'page', key: 'about', message: 'edited since' }),
    409,
    'CONFLICT',
    'edited since',
    { entity: 'page', key: 'about' },
  ],
  ['a TransientError', () => new TransientError('database away'), 503, 'TRANSIENT', 'database away', {}],
])('answers %s with the envelope and status of its type, and what it is about as fields', async (_case, error, status, type, message, subject) => {
  const response = await appThrowing(error).app.request('/');
  expect(response.status).toBe(status);
  expect(STATUS_OF[type as keyof typeof STATUS_OF]).toBe(status);
  expect(await response.json()).toEqual({ error: { type, message, ...subject } });
});

it('answers a NotFoundError from a second copy of the errors module 404, not 500', async () => {
  const copy: typeof import('../../server/errors/cms-errors.ts') = await import('../../server/errors/cms-errors.ts?second-copy' as string);
  const response = await appThrowing(() => new copy.NotFoundError({ entity: 'change', key: 7 })).app.request('/');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: { type: 'NOT_FOUND', message: 'No change "7".', entity: 'change', key: 7 } });
});

it('answers an unexpected error 500 without its message, and logs it', async () => {
  const { app, logs } = appThrowing(() => new Error('secret detail'));
  const response = await app.request('/');
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ error: { type: 'INTERNAL', message: 'Internal server error' } });
  expect(logs.lines.join('\n')).toContain('secret detail');
});

it('sends the headers an error carries (Retry-After, WWW-Authenticate)', async () => {
  expect((await appThrowing(() => new TransientError('away')).app.request('/')).headers.get('retry-after')).toBe('2');
  const unauthorized = appThrowing(() => new HttpError({ type: 'UNAUTHORIZED', message: 'no', headers: { 'WWW-Authenticate': 'Bearer' } }));
  const response = await unauthorized.app.request('/');
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
});

describe('validateJson', () => {
  const schema = z.object({ name: z.string().min(1), count: z.number().int() });
  const setUp = () => {
    let ran = 0;
    const app = new Hono();
    app.post('/', validateJson(schema), (c) => {
      ran += 1;
      return c.json(c.get('body'));
    });
    app.onError(answerError(captureLogs().logger));
    return { app, ran: () => ran };
  };
  const post = (app: Hono, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.request('/', { method: 'POST', headers, body });

  it('hands the handler the checked body', async () => {
    const { app } = setUp();
    const response = await post(app, JSON.stringify({ name: 'a', count: 2, extra: true }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'a', count: 2 });
  });

  it('answers malformed JSON 400 and runs nothing', async () => {
    const { app, ran } = setUp();
    const response = await post(app, '{"name": "a",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { type: 'BAD_REQUEST', message: 'Body is not valid JSON.' } });
    expect(ran()).toBe(0);
  });

  it('names every bad field in one message and runs nothing', async () => {
    const { app, ran } = setUp();
    const response = await post(app, JSON.stringify({ name: 3, count: 1.5 }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.type).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/^name: .+; count: .+$/);
    expect(ran()).toBe(0);
  });

  it('reads the body whatever its Content-Type, as the routes always did', async () => {
    const { app } = setUp();
    expect((await post(app, JSON.stringify({ name: 'a', count: 1 }), {})).status).toBe(200);
    expect((await post(app, JSON.stringify({ name: 'a', count: 1 }), { 'content-type': 'text/plain' })).status).toBe(200);
  });

  it('answers a body that is not an object 400 naming the body', async () => {
    const { app, ran } = setUp();
    const response = await post(app, '[1, 2]');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/^body: /);
    expect(ran()).toBe(0);
  });
});
