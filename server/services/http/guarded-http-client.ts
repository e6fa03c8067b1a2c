import type { Readable } from 'node:stream';
import { Agent } from 'undici';
import { CmsError, TransientError, ValidationError } from '../../errors/cms-errors.ts';
import { createAllowList } from './address-policy.ts';
import { createPinnedLookup, type HostLookup, resolveCheckedAddresses, systemLookup } from './guarded-lookup.ts';
import { type HttpBody, interpretBody, parseMediaType, readLimitedBytes } from './read-response-body.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type GuardedRequest = {
  url: string | URL;
  method?: HttpMethod;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Cancels the request (the tool call's abort signal). The configured timeout applies regardless. */
  signal?: AbortSignal;
};

export type GuardedResponse = {
  /** The URL that finally answered, after redirects. */
  url: string;
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Media type without parameters, e.g. "text/html"; "" when the server sent none. */
  contentType: string;
  bytes: Uint8Array;
  body: HttpBody;
  /** Each URL a redirect led to, in order. */
  redirects: string[];
  durationMs: number;
};

/** The only way tools reach the network: every hop is checked against the address policy and pinned. */
export interface GuardedHttpClient {
  request(request: GuardedRequest): Promise<GuardedResponse>;
}

export type OutboundHttpOptions = {
  /** Hosts (names or IPs, optionally host:port) that may be reached even when they resolve to private addresses. */
  allowList: string[];
  timeoutMs: number;
  maxResponseBytes: number;
};

export type GuardedHttpClientOptions = OutboundHttpOptions & {
  /** DNS resolution; tests inject one to make a name resolve to a chosen address. */
  lookup?: HostLookup;
};

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Set by the client itself or able to smuggle a second request; a caller may not choose them. */
const FORBIDDEN_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'upgrade', 'keep-alive', 'te', 'trailer']);
/** Credentials meant for one origin are not forwarded when a redirect leaves it. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const USER_AGENT = 'Wayfinder-CMS-Agent/0.1';

/** An absolute http(s) URL without credentials, or a ValidationError naming what is wrong. */
export function toUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new ValidationError({ fields: [{ field: 'url', message: `"${String(input)}" is not an absolute URL; write it like "https://example.com/page"` }] });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ValidationError({ fields: [{ field: 'url', message: `only http and https URLs can be fetched, not ${url.protocol}` }] });
  }
  if (url.username || url.password)
    throw new ValidationError({ fields: [{ field: 'url', message: 'credentials in the URL are not allowed; pass an Authorization header instead' }] });
  return url;
}

/** RFC 9110 token characters; a header value may not break the line (that would smuggle headers). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[^\r\n\0]*$/;

function checkHeaders(headers: Record<string, string>) {
  const problems = Object.entries(headers).flatMap(([name, value]) => {
    const field = `headers.${name}`;
    if (!HEADER_NAME.test(name)) return [{ field, message: 'is not a valid header name' }];
    if (FORBIDDEN_HEADERS.has(name.toLowerCase()) || name.toLowerCase().startsWith('proxy-'))
      return [{ field, message: 'is set by the HTTP client and cannot be overridden' }];
    if (!HEADER_VALUE.test(value)) return [{ field, message: 'may not contain line breaks' }];
    return [];
  });
  if (problems.length > 0) throw new ValidationError({ fields: problems });
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** Maps network failures to errors the model can act on; the guard's own errors pass through. */
function toRequestError(error: unknown, { url, deadline, timeoutMs }: { url: URL; deadline: AbortSignal; timeoutMs: number }): Error {
  if (CmsError.isInstance(error)) return error;
  const code = (error as { code?: string }).code ?? '';
  if (deadline.aborted || code.endsWith('_TIMEOUT') || code === 'ETIMEDOUT') {
    return new TransientError(`${url.href} did not answer within ${timeoutMs} ms. Retry later, or try another source.`);
  }
  if ((error as Error).name === 'AbortError') return new TransientError(`The request to ${url.href} was cancelled.`);
  const reason = code || (error instanceof Error ? error.message : String(error));
  return new TransientError(`Could not connect to ${url.host} (${reason}). The site may be down; retry later.`);
}

export function createGuardedHttpClient({ allowList, timeoutMs, maxResponseBytes, lookup = systemLookup }: GuardedHttpClientOptions): GuardedHttpClient {
  const isAllowListed = createAllowList(allowList);

  /** One hop: check, connect to the checked address only, read a bounded body. */
  async function sendOnce({
    url,
    method,
    headers,
    body,
    signal,
  }: {
    url: URL;
    method: HttpMethod;
    headers: Record<string, string>;
    body?: string | Uint8Array;
    signal: AbortSignal;
  }) {
    const allowListed = isAllowListed(url);
    const addresses = await resolveCheckedAddresses({ url, lookup, allowListed });
    const agent = new Agent({
      connect: { lookup: createPinnedLookup({ url, addresses, allowListed }), timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    try {
      const response = await agent.request({ origin: url.origin, path: `${url.pathname}${url.search}`, method, headers, body, signal });
      const responseHeaders = flattenHeaders(response.headers);
      if (REDIRECT_STATUSES.has(response.statusCode) && responseHeaders.location) {
        await response.body.dump();
        return { status: response.statusCode, headers: responseHeaders, bytes: new Uint8Array() };
      }
      const declared = responseHeaders['content-length'];
      const bytes = await readLimitedBytes({
        body: response.body as unknown as Readable,
        url: url.href,
        limitBytes: maxResponseBytes,
        declaredLength: declared !== undefined ? Number(declared) : undefined,
      });
      return { status: response.statusCode, headers: responseHeaders, bytes };
    } finally {
      await agent.destroy().catch(() => {});
    }
  }

  return {
    async request({ url: input, method = 'GET', headers = {}, body, signal }) {
      const started = performance.now();
      const deadline = AbortSignal.timeout(timeoutMs);
      const combinedSignal = signal ? AbortSignal.any([signal, deadline]) : deadline;
      checkHeaders(headers);
      let url = toUrl(input);
      const namesUserAgent = Object.keys(headers).some((name) => name.toLowerCase() === 'user-agent');
      let hop: Hop = { method, body, headers: namesUserAgent ? headers : { 'user-agent': USER_AGENT, ...headers } };
      const redirects: string[] = [];

      for (;;) {
        const response = await sendOnce({ url, ...hop, signal: combinedSignal }).catch((error: unknown) => {
          throw toRequestError(error, { url, deadline, timeoutMs });
        });
        if (REDIRECT_STATUSES.has(response.status) && response.headers.location) {
          if (redirects.length >= MAX_REDIRECTS) {
            throw new ValidationError({
              fields: [{ field: 'url', message: `redirected more than ${MAX_REDIRECTS} times (last: ${url.href}); use the final URL directly` }],
            });
          }
          const next = toUrl(response.headers.location, url);
          hop = nextHop(hop, response.status, next.origin !== url.origin);
          redirects.push(next.href);
          url = next;
          continue;
        }
        const mediaType = parseMediaType(response.headers['content-type']);
        const parsedBody = interpretBody(response.bytes, mediaType);
        if (response.status >= 500) {
          const excerpt = parsedBody.kind === 'text' ? `: ${parsedBody.text.slice(0, 200)}` : '';
          throw new TransientError(`${url.href} answered ${response.status} (server error)${excerpt}. Retry later.`);
        }
        return {
          url: url.href,
          status: response.status,
          headers: response.headers,
          contentType: mediaType.type,
          bytes: response.bytes,
          body: parsedBody,
          redirects,
          durationMs: Math.round(performance.now() - started),
        };
      }
    },
  };
}

type Hop = { method: HttpMethod; body?: string | Uint8Array; headers: Record<string, string> };

/** 303, and 301/302 after a POST, turn into a body-less GET (as browsers do); 307/308 repeat the request. */
function nextHop(hop: Hop, status: number, leavesOrigin: boolean): Hop {
  const becomesGet = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
  const dropped = new Set([...(leavesOrigin ? ORIGIN_BOUND_HEADERS : []), ...(becomesGet ? ['content-type'] : [])]);
  const headers = Object.fromEntries(Object.entries(hop.headers).filter(([name]) => !dropped.has(name.toLowerCase())));
  return becomesGet ? { method: hop.method === 'HEAD' ? 'HEAD' : 'GET', headers } : { ...hop, headers };
}
