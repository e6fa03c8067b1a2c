import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/services/metrics/metrics.ts';
import { openMcpServerConnections } from '../../server/services/mcp-servers/mcp-server-connections.ts';
import { toExternalTools } from '../../server/tools/external/external-tool.ts';
import type { ConfiguredMcpServer } from '../../server/tools/external/mcp-servers-file.ts';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';
import type { CatalogueEntry } from '../support/catalogue-mcp-server.ts';
import type { EvalQuery } from './run-discovery-eval.ts';
import { generateSyntheticCatalogue, type SyntheticTool } from './synthetic-catalogue.ts';

/**
 * The synthetic catalogue as external MCP servers would offer it: one server per domain (its category), each
 * tool under its own name on its server (`crm_createContact` is `createContact` on the server `crm`, which
 * Wayfinder names `crm__createContact`). `tools` is the same catalogue in that order, for the eval harness's
 * `--tools`: the same names' words, descriptions, categories and parameters, so both index the same texts.
 */
export function federatedCatalogue(size: number): { tools: SyntheticTool[]; servers: Record<string, CatalogueEntry[]> } {
  const servers: Record<string, CatalogueEntry[]> = {};
  const byServer: Record<string, SyntheticTool[]> = {};
  for (const tool of generateSyntheticCatalogue(size)) {
    byServer[tool.category] = [...(byServer[tool.category] ?? []), tool];
    servers[tool.category] = [...(servers[tool.category] ?? []), { name: ownName(tool), description: tool.description, parameters: tool.parameters }];
  }
  return { tools: Object.values(byServer).flat(), servers };
}

/** `crm_createContact` → `createContact`: the tool's name on its domain's server. */
const ownName = (tool: SyntheticTool) => tool.name.slice(tool.category.length + 1);

/** `crm_createContact` → `crm__createContact`: the catalogue's name as Wayfinder namespaces the server's tool. */
export const throughMcp = (name: string) => name.replace('_', '__');

/** The queries with their labels renamed to the namespaced tools. */
export const queriesThroughMcp = (queries: readonly EvalQuery[]): EvalQuery[] =>
  queries.map((query) => ({ ...query, relevant: query.relevant.map(throughMcp) }));

/** WAYFINDER_MCP_SERVERS' file for the catalogue's servers, each at `urlOf(server)`. */
export const federatedServersFile = (servers: readonly string[], urlOf: (server: string) => string) => ({
  mcpServers: Object.fromEntries(servers.map((server) => [server, { url: urlOf(server) }])),
});

/**
 * What Wayfinder indexes of the configured servers, listed through the protocol by its own connections and turned
 * into searchable tools by its own conversion: the catalogue alone, without Wayfinder's tools beside it.
 */
export async function listThroughMcp({
  servers,
  allowList,
}: {
  servers: readonly ConfiguredMcpServer[];
  allowList: readonly string[];
}): Promise<SearchableTool[]> {
  const connections = openMcpServerConnections({
    servers,
    http: { allowList: [...allowList] },
    logger: createLogger({ level: 'silent' }),
    metrics: createMetrics(),
  });
  const byServer = new Map<string, SearchableTool[]>();
  for (const connection of connections.list) {
    const server = servers.find((candidate) => candidate.name === connection.name)!;
    connection.onListed(({ tools }) => {
      byServer.set(
        server.name,
        toExternalTools({ server, listed: tools, call: connection.callTool, redact: (text) => text }).entries.map((entry) => entry.searchable),
      );
    });
  }
  await connections.firstAttempts();
  await connections.close();
  return servers.flatMap((server) => byServer.get(server.name) ?? []);
}
