import type { Logger } from '../../logger.ts';
import { createGuardedFetch } from '../http/guarded-fetch.ts';
import type { OutboundHttpOptions } from '../http/guarded-http-client.ts';
import type { Metrics } from '../metrics/metrics.ts';
import {
  type McpConnectionTiming,
  MAX_MESSAGE_BYTES,
  type McpServerConnection,
  type McpServerStatus,
  openMcpServerConnection,
} from './mcp-server-connection.ts';
import type { McpServerOptions } from './mcp-server-options.ts';

/** Every configured external MCP server's connection, in configuration order. */
export type McpServerConnections = {
  readonly list: readonly McpServerConnection[];
  status(): McpServerStatus[];
  /** Settles when every server's first attempt has: what start-up waits for before it serves. */
  firstAttempts(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens a connection to each configured server at once; none of them failing stops Wayfinder. Servers over HTTP
 * go through the outbound guard with the same allow-list as the tools' own requests (WAYFINDER_HTTP_ALLOWLIST).
 */
export function openMcpServerConnections({
  servers,
  http,
  logger,
  metrics,
  timing,
}: {
  servers: readonly McpServerOptions[];
  http: Pick<OutboundHttpOptions, 'allowList'>;
  logger: Logger;
  metrics: Metrics;
  timing?: Partial<McpConnectionTiming>;
}): McpServerConnections {
  const fetch = createGuardedFetch({ allowList: http.allowList, maxResponseBytes: MAX_MESSAGE_BYTES });
  const list = servers.map((server) => openMcpServerConnection({ server, fetch, logger, metrics, timing }));
  return {
    list,
    status: () => list.map((connection) => connection.status()),
    firstAttempts: async () => {
      await Promise.all(list.map((connection) => connection.firstAttempt));
    },
    close: async () => {
      await Promise.all(list.map((connection) => connection.close()));
    },
  };
}
