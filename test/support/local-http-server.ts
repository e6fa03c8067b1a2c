import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalHttpServer = {
  /** Base URL, e.g. "http://127.0.0.1:54321" (no trailing slash). */
  url: string;
  port: number;
  /** Every request the server received, in order: method, path with query, headers, body. */
  requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
};

export type LocalHandler = (request: http.IncomingMessage & { body: string }, response: http.ServerResponse) => void | Promise<void>;

/**
 * A real HTTP server for tests, listening on 127.0.0.1 only (tests never send traffic anywhere else).
 * The handler sees the request with its body already read.
 */
export async function startLocalHttpServer(handler: LocalHandler): Promise<LocalHttpServer> {
  const requests: LocalHttpServer['requests'] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body });
    try {
      await handler(Object.assign(request, { body }), response);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled test responses would otherwise keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: http.ServerResponse, value: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
}

export function sendHtml(response: http.ServerResponse, html: string, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}
