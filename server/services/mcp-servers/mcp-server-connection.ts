import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type CallToolResult,
  CallToolResultSchema,
  type Implementation,
  type Tool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import packageJson from '../../../package.json' with { type: 'json' };
import { ExternalToolError, OutcomeUnknownError, PermissionError, TransientError } from '../../errors/cms-errors.ts';
import type { Logger } from '../../logger.ts';
import { secretRedactor } from '../../text/redact-secrets.ts';
import type { GuardedFetch } from '../http/guarded-fetch.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { classifyCallFailure } from './classify-call-failure.ts';
import type { McpServerOptions } from './mcp-server-options.ts';
import { retryDelay } from './retry-delay.ts';

/** One complete listing of a server's tools, with what it said about itself at initialize. */
export type McpServerListing = { tools: Tool[]; instructions?: string; serverInfo?: Implementation };

export type McpServerStatus = {
  server: string;
  state: 'connecting' | 'ready' | 'down' | 'closed';
  /** Why the last attempt failed (secrets cleared), while not ready. */
  lastError?: string;
  /** When the next automatic attempt starts, while down. */
  nextAttemptAt?: string;
};

/** A long-lived link to one external server: connects, re-lists on `tools/list_changed`, reconnects with backoff. */
export interface McpServerConnection {
  readonly name: string;
  status(): McpServerStatus;
  /**
   * Runs one tool. A server that cannot be reached gets one reconnection attempt first; the failures come typed:
   * TransientError (nothing ran: retry later), OutcomeUnknownError (the connection broke during a call that may
   * change something), PermissionError (refused), ExternalToolError (the server's own error), the caller's abort as is.
   */
  callTool(request: { tool: string; arguments: unknown; signal?: AbortSignal; mayChange: boolean }): Promise<CallToolResult>;
  /**
   * Hears every complete listing: at each (re)connection and after each tools/list_changed; a listener added
   * after the server was listed hears the latest listing at once. Returns the unsubscribe.
   */
  onListed(listener: (listing: McpServerListing) => void): () => void;
  /** Settles when the first attempt has (connected and listed, or failed): start-up waits for it, never longer. */
  readonly firstAttempt: Promise<void>;
  close(): Promise<void>;
}

export type McpConnectionTiming = {
  /**
   * initialize, which start-up waits for: a server over HTTP should answer at once; a local one may first have to be
   * fetched and started (`npx -y …` downloads it on its first start).
   */
  connectTimeoutMs: { http: number; stdio: number };
  /** Each tools/list page, and a ping. */
  requestTimeoutMs: number;
  firstRetryMs: number;
  maxRetryMs: number;
  /** How often a connected server is pinged, so one that went away is noticed without a call. */
  pingIntervalMs: number;
  /** A call finding the server down tries to reconnect at once, but not more often than this. */
  callReconnectMs: number;
  /** list_changed notifications often come in bursts (a server registering tools one by one). */
  relistDebounceMs: number;
};

export const DEFAULT_CONNECTION_TIMING: McpConnectionTiming = {
  connectTimeoutMs: { http: 10_000, stdio: 60_000 },
  requestTimeoutMs: 30_000,
  firstRetryMs: 1_000,
  maxRetryMs: 60_000,
  pingIntervalMs: 30_000,
  callReconnectMs: 2_000,
  relistDebounceMs: 200,
};

/** The most a listing may hold: a server cannot make Wayfinder index (and hold) without bound. */
const MAX_LISTED_TOOLS = 10_000;
const MAX_LIST_PAGES = 100;
/** As the SDK's own stdio transport bounds one message. */
export const MAX_MESSAGE_BYTES = 10_000_000;
/** How much of a reason reaches a log line or an error. */
const REASON_CHARACTERS = 300;
/** The runtime's deadline stops a call (WAYFINDER_TOOL_TIMEOUT_MS), not the SDK's own 60 s default. */
const NO_SDK_TIMEOUT = 2_147_483_647;

const CLIENT_INFO = { name: 'wayfinder', title: 'Wayfinder', version: packageJson.version };

export type OpenMcpServerConnectionOptions = {
  server: McpServerOptions;
  /** The outbound guard's fetch, for servers over HTTP. */
  fetch: GuardedFetch;
  logger: Logger;
  metrics: Metrics;
  timing?: Partial<McpConnectionTiming>;
};

export function openMcpServerConnection({ server, fetch, logger, metrics, timing: givenTiming = {} }: OpenMcpServerConnectionOptions): McpServerConnection {
  const timing = { ...DEFAULT_CONNECTION_TIMING, ...givenTiming };
  const { name } = server;
  const redact = secretRedactor(server.secrets);
  const reasonOf = (error: unknown) => {
    // undici says only "fetch failed"; the socket's own error (ECONNREFUSED…) is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : '';
    const text = redact(`${error instanceof Error ? error.message : String(error)}${cause}`).replace(/\s+/g, ' ');
    return text.length > REASON_CHARACTERS ? `${text.slice(0, REASON_CHARACTERS - 1)}…` : text;
  };
  const log = logger.child({ server: name });
  const shownAs = redact(server.shownAs);
  const listeners = new Set<(listing: McpServerListing) => void>();
  let latest: McpServerListing | undefined;

  let client: Client | undefined;
  let state: McpServerStatus['state'] = 'connecting';
  let connecting: Promise<boolean> | undefined;
  let attempt = 0;
  let lastError: string | undefined;
  let lastAttemptAt = 0;
  let nextAttemptAt: number | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let relistTimer: NodeJS.Timeout | undefined;

  const createTransport = (): Transport => {
    const { transport } = server;
    if (transport.kind === 'http') {
      return new StreamableHTTPClientTransport(new URL(transport.url), { fetch, requestInit: { headers: { ...transport.headers } } });
    }
    const stdio = new StdioClientTransport({
      command: transport.command,
      args: [...transport.args],
      // The SDK adds only a safe part of Wayfinder's own environment (PATH, HOME…): never its keys.
      env: { ...transport.env },
      cwd: transport.cwd,
      stderr: 'pipe',
    });
    // Read, or the pipe fills and the server blocks; its lines are for debugging only, secrets cleared.
    stdio.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) log.debug({ event: 'mcp_server_stderr', line: redact(line).slice(0, REASON_CHARACTERS) }, 'mcp_server_stderr');
      }
    });
    return stdio;
  };

  const listAll = async (current: Client): Promise<Tool[]> => {
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const result = await current.listTools(cursor === undefined ? {} : { cursor }, { timeout: timing.requestTimeoutMs });
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (!cursor || tools.length >= MAX_LISTED_TOOLS) break;
    }
    if (tools.length > MAX_LISTED_TOOLS) log.warn({ event: 'mcp_server_listing_cut', listed: tools.length, kept: MAX_LISTED_TOOLS }, 'mcp_server_listing_cut');
    return tools.slice(0, MAX_LISTED_TOOLS);
  };

  /** A listener that fails costs that listing its effect, never the connection. */
  const hear = (listener: (listing: McpServerListing) => void, listing: McpServerListing) => {
    try {
      listener(listing);
    } catch (error) {
      log.error({ err: error }, 'a listener of the tool listing failed');
    }
  };

  const emit = (current: Client, tools: Tool[]) => {
    latest = { tools, instructions: current.getInstructions(), serverInfo: current.getServerVersion() };
    for (const listener of listeners) hear(listener, latest);
  };

  const relist = (current: Client) => {
    clearTimeout(relistTimer);
    relistTimer = setTimeout(() => {
      listAll(current)
        .then((tools) => {
          if (client === current) emit(current, tools);
        })
        .catch((error: unknown) => log.warn({ event: 'mcp_server_list_failed', reason: reasonOf(error) }, 'mcp_server_list_failed'));
    }, timing.relistDebounceMs);
    relistTimer.unref();
  };

  const scheduleRetry = () => {
    attempt++;
    const delay = retryDelay({ attempt, firstMs: timing.firstRetryMs, maxMs: timing.maxRetryMs });
    nextAttemptAt = Date.now() + delay;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
    return delay;
  };

  const lost = (current: Client, reason: string) => {
    if (client !== current || state === 'closed') return;
    client = undefined;
    state = 'down';
    lastError = reason;
    clearInterval(pingTimer);
    metrics.mcpServerUp.set({ server: name }, 0);
    void current.close().catch(() => {});
    const retryInMs = scheduleRetry();
    log.warn({ event: 'mcp_server_lost', reason, retryInMs }, 'mcp_server_lost');
  };

  const connect = (): Promise<boolean> => {
    connecting ??= (async () => {
      clearTimeout(retryTimer);
      lastAttemptAt = Date.now();
      const candidate = new Client(CLIENT_INFO, { capabilities: {} });
      try {
        candidate.setNotificationHandler(ToolListChangedNotificationSchema, async () => relist(candidate));
        await candidate.connect(createTransport(), { timeout: timing.connectTimeoutMs[server.transport.kind] });
        const tools = await listAll(candidate);
        if (state === 'closed') {
          await candidate.close();
          return false;
        }
        candidate.onclose = () => lost(candidate, 'the connection closed');
        client = candidate;
        state = 'ready';
        attempt = 0;
        lastError = undefined;
        nextAttemptAt = undefined;
        metrics.mcpServerUp.set({ server: name }, 1);
        pingTimer = setInterval(() => {
          candidate.ping({ timeout: timing.requestTimeoutMs }).catch((error: unknown) => lost(candidate, `no answer to ping (${reasonOf(error)})`));
        }, timing.pingIntervalMs);
        pingTimer.unref();
        const serverInfo = candidate.getServerVersion();
        log.info(
          { event: 'mcp_server_connected', shownAs, tools: tools.length, serverName: serverInfo?.name, serverVersion: serverInfo?.version },
          'mcp_server_connected',
        );
        emit(candidate, tools);
        return true;
      } catch (error) {
        await candidate.close().catch(() => {});
        if (state === 'closed') return false;
        state = 'down';
        lastError = reasonOf(error);
        metrics.mcpServerUp.set({ server: name }, 0);
        metrics.mcpServerConnectFailures.inc({ server: name });
        const retryInMs = scheduleRetry();
        log.warn({ event: 'mcp_server_unreachable', shownAs, attempt, retryInMs, reason: lastError }, 'mcp_server_unreachable');
        return false;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  const notReachable = (reason: string) =>
    new TransientError(
      `The external server "${name}" cannot be reached now (${reason}); nothing was run. Wayfinder keeps reconnecting in the background: ` +
        'try again in a minute, or tell the editor the service is unavailable.',
    );

  /** A usable client: the connected one, or a fresh connection when the last attempt is not too recent. */
  const ready = async (): Promise<Client | undefined> => {
    if (client) return client;
    if (state === 'closed') return undefined;
    if (connecting || Date.now() - lastAttemptAt >= timing.callReconnectMs) await (connecting ?? connect());
    return client;
  };

  const send = async (current: Client, request: Parameters<McpServerConnection['callTool']>[0], retried: boolean): Promise<CallToolResult> => {
    try {
      return (await current.callTool({ name: request.tool, arguments: (request.arguments ?? {}) as Record<string, unknown> }, CallToolResultSchema, {
        signal: request.signal,
        timeout: NO_SDK_TIMEOUT,
      })) as CallToolResult;
    } catch (error) {
      const failure = classifyCallFailure(error, request.signal);
      const reason = redact(failure.reason).slice(0, REASON_CHARACTERS);
      switch (failure.kind) {
        case 'aborted':
          throw error;
        case 'refused':
          throw new PermissionError(`The external server "${name}" cannot be called: ${reason}. Retrying will not help; tell the editor.`);
        case 'answered':
          throw new ExternalToolError({ server: name, tool: request.tool, detail: reason });
        case 'not-sent': {
          lost(current, reason);
          const next = retried ? undefined : await ready();
          if (next) return send(next, request, true);
          throw notReachable(reason);
        }
        case 'interrupted':
          lost(current, reason);
          if (request.mayChange) {
            throw new OutcomeUnknownError(
              `The connection to the external server "${name}" broke while ${request.tool} ran (${reason}): it may or may not have taken effect. ` +
                'Do not call it again before checking whether the change is there; tell the editor what you found.',
            );
          }
          throw new TransientError(`The connection to the external server "${name}" broke while ${request.tool} ran (${reason}). Try once more shortly.`);
      }
    }
  };

  const firstAttempt = connect().then(() => {});

  return {
    name,
    status: () => ({
      server: name,
      state,
      ...(lastError === undefined || state === 'ready' ? {} : { lastError }),
      ...(nextAttemptAt === undefined || state !== 'down' ? {} : { nextAttemptAt: new Date(nextAttemptAt).toISOString() }),
    }),
    async callTool(request) {
      const current = await ready();
      if (!current) throw notReachable(lastError ?? 'not connected');
      return send(current, request, false);
    },
    onListed(listener) {
      listeners.add(listener);
      if (latest) hear(listener, latest);
      return () => listeners.delete(listener);
    },
    firstAttempt,
    async close() {
      state = 'closed';
      clearTimeout(retryTimer);
      clearTimeout(relistTimer);
      clearInterval(pingTimer);
      metrics.mcpServerUp.remove({ server: name });
      const current = client;
      client = undefined;
      await current?.close().catch(() => {});
    },
  };
}
