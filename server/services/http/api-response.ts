import type { z } from 'zod';
import { PermissionError, TransientError } from '../../errors/cms-errors.ts';
import type { GuardedResponse } from './guarded-http-client.ts';

export type ApiIdentity = {
  /** The service as the editor knows it, e.g. "Pexels". */
  service: string;
  /** The environment variable holding its key, named when the key is refused. */
  keyVariable: string;
};

/**
 * Checks a third-party API's answer and returns its JSON validated against `schema`: refused keys
 * become PERMISSION errors naming the variable, rate limits and outages TRANSIENT ones.
 */
export function readApiJson<SCHEMA extends z.ZodType>(response: GuardedResponse, schema: SCHEMA, { service, keyVariable }: ApiIdentity): z.infer<SCHEMA> {
  const { status } = response;
  if (status === 401 || status === 403) {
    throw new PermissionError(
      `${service} refused the API key (HTTP ${status}): check ${keyVariable} in the server's environment. Tell the editor; retrying will not help.`,
    );
  }
  if (status === 429) {
    const wait = response.headers['retry-after'];
    throw new TransientError(`${service} rate limit reached${wait ? `; retry after ${wait} seconds` : '; retry in a minute'}.`);
  }
  if (status < 200 || status >= 300) throw new TransientError(`${service} answered HTTP ${status}. Retry later.`);
  if (response.body.kind !== 'json')
    throw new TransientError(`${service} answered with ${response.contentType || 'an unknown type'} instead of JSON. Retry later.`);
  const parsed = schema.safeParse(response.body.value);
  if (!parsed.success)
    throw new Error(`${service} answered in an unexpected format (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/** Joins a configured base URL (which may carry a path prefix or trailing slash) with an API path. */
export function apiUrl(baseUrl: string, path: string, query: Record<string, string | number | undefined>): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}
