import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

/** A catalogue entry as `npm run generate:catalogue` writes it (`scripts/evaluation/synthetic-catalogue.ts`). */
export type CatalogueEntry = { name: string; description: string; parameters?: Tool['inputSchema'] };

export type CatalogueServers = {
  /** e.g. "http://127.0.0.1:41234" */
  baseUrl: string;
  /** The Streamable HTTP endpoint of one catalogue: `<baseUrl>/<name>/mcp`. */
  urlOf(catalogue: string): string;
  /** Every tools/call the servers answered, in order. */
  calls: Array<{ catalogue: string; tool: string; arguments: unknown }>;
  /** Requests the servers received at all (an outbound guard that refuses sends none). */
  requests(): number;
  /** Adds a tool to a catalogue and tells its open sessions (notifications/tools/list_changed). */
  addTool(catalogue: string, tool: CatalogueEntry): Promise<void>;
  /** Forgets every session, as a restarted server would: their next request gets 404. */
  forgetSessions(): Promise<void>;
  close(): Promise<void>;
};

const toMcpTool = ({ name, description, parameters }: CatalogueEntry): Tool => ({
  name,
  description,
  inputSchema: parameters ?? { type: 'object' },
  annotations: { readOnlyHint: true },
});

/**
 * Serves tool catalogues over MCP's Streamable HTTP, one endpoint per catalogue, with the official SDK's server:
 * tools/list paginated (`pageSize` per page, cursors as the SDK's client follows them), tools/call answering what it
 * was called with. The scale benchmark and the federation tests index thousands of tools through it.
 */
export async function serveToolCatalogues({
  catalogues,
  pageSize = 500,
  port = 0,
}: {
  catalogues: Record<string, readonly CatalogueEntry[]>;
  pageSize?: number;
  port?: number;
}): Promise<CatalogueServers> {
  const tools = new Map(Object.entries(catalogues).map(([name, entries]) => [name, entries.map(toMcpTool)]));
  const sessions = new Map<string, { catalogue: string; server: Server; transport: StreamableHTTPServerTransport }>();
  const calls: CatalogueServers['calls'] = [];
  let requests = 0;

  const createSession = (catalogue: string) => {
    const server = new Server(
      { name: `catalogue-${catalogue}`, version: '1.0.0' },
      { capabilities: { tools: { listChanged: true } }, instructions: `Tools of the ${catalogue} system.` },
    );
    server.setRequestHandler(ListToolsRequestSchema, async ({ params }) => {
      const listed = tools.get(catalogue)!;
      const start = Number(params?.cursor ?? 0);
      const end = start + pageSize;
      return { tools: listed.slice(start, end), ...(end < listed.length ? { nextCursor: String(end) } : {}) };
    });
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      calls.push({ catalogue, tool: params.name, arguments: params.arguments });
      return { content: [{ type: 'text', text: `${params.name} ran with ${JSON.stringify(params.arguments ?? {})}` }] };
    });
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, { catalogue, server, transport }),
    });
    return { server, transport };
  };

  const httpServer = http.createServer(async (request, response) => {
    requests++;
    const catalogue = /^\/([^/]+)\/mcp$/.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
    if (!catalogue || !tools.has(catalogue)) {
      response.writeHead(404).end();
      return;
    }
    const sessionId = request.headers['mcp-session-id'];
    const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (typeof sessionId === 'string' && !session) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }));
      return;
    }
    if (session) {
      await session.transport.handleRequest(request, response);
      return;
    }
    const created = createSession(catalogue);
    await created.server.connect(created.transport);
    await created.transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const forgetSessions = async () => {
    const open = [...sessions.values()];
    sessions.clear();
    await Promise.all(open.map(({ server }) => server.close().catch(() => {})));
  };

  return {
    baseUrl,
    urlOf: (catalogue) => `${baseUrl}/${catalogue}/mcp`,
    calls,
    requests: () => requests,
    async addTool(catalogue, tool) {
      tools.get(catalogue)!.push(toMcpTool(tool));
      await Promise.all(
        [...sessions.values()].filter((session) => session.catalogue === catalogue).map(({ server }) => server.sendToolListChanged().catch(() => {})),
      );
    },
    forgetSessions,
    async close() {
      await forgetSessions();
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}
