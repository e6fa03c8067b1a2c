import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type BearerProxy = { url: string; close(): Promise<void> };

/**
 * Forwards every request to `target` with `Authorization: Bearer <token>` added, and everything else as sent:
 * `Host` and `Origin` too, so the server still sees what a rebinding page would send. For clients that cannot
 * set headers (the MCP conformance suite sends none).
 */
export async function startBearerProxy({ target, token }: { target: string; token: string }): Promise<BearerProxy> {
  const { hostname, port } = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      { hostname, port, method: request.method, path: request.url, headers: { ...request.headers, authorization: `Bearer ${token}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
    // A client that stops listening (an SSE stream it is done with) ends the forwarded request too.
    response.on('close', () => forwarded.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
