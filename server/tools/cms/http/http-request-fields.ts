import { z } from 'zod';
import type { GuardedResponse } from '../../../services/http/guarded-http-client.ts';
import { ValidationError } from '../../../errors/cms-errors.ts';

export const urlField = z
  .string()
  .trim()
  .min(1)
  .describe('Absolute http(s) URL, e.g. "https://api.example.com/v1/items". Private and local network addresses are refused.');

export const headersField = z
  .record(z.string(), z.string())
  .optional()
  .describe('Extra request headers, e.g. {"Accept": "application/json", "Authorization": "Bearer ..."}');

export const queryField = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .optional()
  .describe('Query parameters added to the URL, e.g. {"page": 2, "q": "shoes"}');

export const maxCharactersField = z
  .number()
  .int()
  .min(200)
  .max(50_000)
  .default(4_000)
  .describe('How much of the body to return, in characters (default 4000); longer bodies are cut with a note');

/** Response headers worth showing the model; the rest is noise for its purposes. */
const HEADERS_OF_INTEREST = ['content-type', 'content-length', 'last-modified', 'etag', 'cache-control', 'location', 'retry-after', 'link'];

export function withQuery(rawUrl: string, query: Record<string, string | number | boolean> = {}): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ValidationError({ fields: [{ field: 'url', message: `"${rawUrl}" is not an absolute URL; write it like "https://example.com/page"` }] });
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, String(value));
  return url;
}

function truncate(text: string, maxCharacters: number) {
  return text.length <= maxCharacters
    ? { body: text }
    : {
        body: text.slice(0, maxCharacters),
        truncated: `Body cut at ${maxCharacters} of ${text.length} characters; raise maxCharacters (up to 50000) to see more.`,
      };
}

/** What the model sees of a response: status, type, a few headers, and a body cut to size. */
export function toHttpResult(response: GuardedResponse, maxCharacters: number) {
  const headers = Object.fromEntries(HEADERS_OF_INTEREST.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]!]));
  const shaped = shapeBody(response, maxCharacters);
  return {
    url: response.url,
    ...(response.redirects.length > 0 ? { redirectedVia: response.redirects } : {}),
    status: response.status,
    ok: response.status >= 200 && response.status < 300,
    contentType: response.contentType || null,
    headers,
    ...shaped,
    durationMs: response.durationMs,
  };
}

function shapeBody({ body, contentType }: GuardedResponse, maxCharacters: number): { body: unknown; truncated?: string; note?: string } {
  if (body.kind === 'binary') {
    return { body: null, note: `Binary content (${body.contentType}, ${body.sizeBytes} bytes) is not shown.` };
  }
  if (body.kind === 'json') {
    const serialized = JSON.stringify(body.value);
    return serialized.length <= maxCharacters ? { body: body.value } : truncate(serialized, maxCharacters);
  }
  const shaped = truncate(body.text, maxCharacters);
  return contentType === 'text/html' ? { ...shaped, note: 'This is raw HTML; for the readable text of a web page call web_fetchContent.' } : shaped;
}
