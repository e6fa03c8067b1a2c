import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type CreateAppOptions, createApp } from '../../server/app.ts';
import type { Wayfinder } from '../../server/compose.ts';

export type ServedApp = {
  /** e.g. "http://127.0.0.1:54321" (no trailing slash). */
  baseUrl: string;
  /** Stops as main.ts stops: close() waits for open connections, and the shutdown signal ends the MCP streams among them. */
  close(): Promise<void>;
};

/** The real app on 127.0.0.1 and a free port. */
export async function serveApp(services: Wayfinder, options: Omit<CreateAppOptions, 'shutdownSignal'> = {}): Promise<ServedApp> {
  const stopping = new AbortController();
  const server = serve({ fetch: createApp(services, { ...options, shutdownSignal: stopping.signal }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      stopping.abort();
      await closed;
    },
  };
}
