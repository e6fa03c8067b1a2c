import { Agent, fetch as undiciFetch } from 'undici';
import { createAllowList } from './address-policy.ts';
import { toUrl } from './guarded-http-client.ts';
import { createPinnedLookup, type HostLookup, resolveCheckedAddresses, systemLookup } from './guarded-lookup.ts';
import { PermissionError } from '../../errors/cms-errors.ts';

/** The `fetch` signature the MCP SDK's Streamable HTTP transport takes (its `FetchLike`). */
export type GuardedFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export type GuardedFetchOptions = {
  /** Hosts that may be reached although they resolve to private or loopback addresses (WAYFINDER_HTTP_ALLOWLIST). */
  allowList: readonly string[];
  /** The most one response body may hold before it is cut off with an error. */
  maxResponseBytes: number;
  lookup?: HostLookup;
};

/** Counts the bytes passing through and fails the stream past the limit, so no server can fill the memory. */
function limitedBody(body: ReadableStream<Uint8Array>, { url, limitBytes }: { url: string; limitBytes: number }): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limitBytes) controller.error(new PermissionError(`The response from ${url} is larger than ${limitBytes} bytes; reading stopped there.`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * A `fetch` under the same outbound guard as every other request Wayfinder makes (`guarded-http-client.ts`):
 * only http(s) URLs without credentials; every address the host resolves to must be public unless the host is
 * allow-listed; the connection is pinned to the checked addresses, so a DNS answer that changes in between
 * (rebinding) never reaches the socket. Redirects are handed back to the caller (`manual`): the MCP SDK follows
 * same-origin ones through this function again, so each hop is checked. Bodies are streamed (an MCP server
 * answers with server-sent events), each one bounded.
 */
export function createGuardedFetch({ allowList, maxResponseBytes, lookup = systemLookup }: GuardedFetchOptions): GuardedFetch {
  const isAllowListed = createAllowList(allowList);
  return async (input, init = {}) => {
    const url = toUrl(input);
    const allowListed = isAllowListed(url);
    const addresses = await resolveCheckedAddresses({ url, lookup, allowListed });
    const agent = new Agent({ connect: { lookup: createPinnedLookup({ url, addresses, allowListed }) } });
    try {
      const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), redirect: 'manual', dispatcher: agent });
      // close() lets the request in flight finish (a long-lived event stream included), then releases the connection.
      void agent.close();
      if (!response.body) return response as unknown as Response;
      return new Response(limitedBody(response.body as ReadableStream<Uint8Array>, { url: url.href, limitBytes: maxResponseBytes }), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers as unknown as Headers,
      });
    } catch (error) {
      await agent.destroy().catch(() => {});
      throw error;
    }
  };
}
