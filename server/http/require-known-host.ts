import { createMiddleware } from 'hono/factory';
import { HttpError } from './http-error.ts';

export type KnownHostOptions = {
  /**
   * Host names (no port) the server answers to, lower-case; `Origin` headers must name one of them too.
   * Empty: any `Host`, and an `Origin` only of the host the request was sent to (same origin).
   */
  allowedHosts: readonly string[];
};

const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * DNS-rebinding protection, as the MCP specification asks of servers (Streamable HTTP, "Security Warning"):
 * a page on another site whose name an attacker points at 127.0.0.1 reaches the server with its own `Host`
 * and `Origin`. Requests naming a host not in `allowedHosts`, or sent from a page of another origin, get 403
 * before anything reads them. Requests without `Origin` (curl, MCP clients, server-to-server) pass on `Host` alone.
 */
export function requireKnownHost({ allowedHosts }: KnownHostOptions) {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const refuse = (message: string) => new HttpError({ type: 'FORBIDDEN', message });
  return createMiddleware(async (c, next) => {
    // The URL's host is the request's Host header (Hono's Node adapter builds it from that header).
    const host = hostnameOf(c.req.url);
    if (allowed.size > 0 && (!host || !allowed.has(host))) {
      throw refuse(`This server does not answer to the host "${host ?? ''}"; its operator can add it to WAYFINDER_ALLOWED_HOSTS.`);
    }
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const originHost = hostnameOf(origin);
      const known = originHost !== undefined && (allowed.size > 0 ? allowed.has(originHost) : originHost === host);
      if (!known) throw refuse(`Requests from pages of ${JSON.stringify(origin)} are not accepted; add its host to WAYFINDER_ALLOWED_HOSTS.`);
    }
    await next();
  });
}
