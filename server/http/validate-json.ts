import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { describeIssues } from './describe-issues.ts';
import { HttpError } from './http-error.ts';

/** The variable `validateJson` sets: the parsed, checked body. Read it with `c.get('body')`. */
export type JsonBodyVariables<Schema extends z.ZodType> = { body: z.output<Schema> };

/**
 * Parses the request body as JSON and checks it against `schema` before the handler runs; malformed
 * JSON or a body the schema refuses throws a 400 naming each bad field, and the handler never runs.
 * The body is read whatever its Content-Type, as the routes always did: Hono's `validator('json')` (and
 * so `@hono/zod-validator`) checks `{}` instead when the header is missing, which would turn a client's
 * missing header into misleading "id: required" answers. Put `limitBody` in front of it.
 *
 * @example app.post('/chat/stop', validateJson(stopBodySchema), (c) => c.json(c.get('body')))
 */
export function validateJson<Schema extends z.ZodType>(schema: Schema) {
  return createMiddleware<{ Variables: JsonBodyVariables<Schema> }>(async (c, next) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new HttpError({ type: 'BAD_REQUEST', message: 'Body is not valid JSON.' });
    }
    const parsed = await schema.safeParseAsync(json);
    if (!parsed.success) throw new HttpError({ type: 'BAD_REQUEST', message: describeIssues(parsed.error) });
    c.set('body', parsed.data);
    await next();
  });
}
