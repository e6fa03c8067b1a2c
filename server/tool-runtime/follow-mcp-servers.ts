import type { Logger } from '../logger.ts';
import type { McpServerConnections } from '../services/mcp-servers/mcp-server-connections.ts';
import { secretRedactor } from '../text/redact-secrets.ts';
import { toPromptText } from '../text/prompt-text.ts';
import { externalCategoryRules, readRulesOverride } from '../tools/external/external-category-rules.ts';
import { toExternalTools } from '../tools/external/external-tool.ts';
import type { ConfiguredMcpServer } from '../tools/external/mcp-servers-file.ts';
import type { ToolCatalogue } from './tool-catalogue.ts';

/**
 * Keeps the catalogue in step with the external servers: each listing (at connection, and after each
 * tools/list_changed) becomes that server's tools, namespaced, with its rules: `rules/<server>.md` when the
 * operator wrote one, else the server's instructions. Returns the unsubscribe.
 */
export function followMcpServers({
  connections,
  servers,
  catalogue,
  logger,
  rulesDirectory,
}: {
  connections: McpServerConnections;
  servers: readonly ConfiguredMcpServer[];
  catalogue: ToolCatalogue;
  logger: Logger;
  rulesDirectory?: string;
}): () => void {
  const unsubscribes = connections.list.map((connection) => {
    const server = servers.find((candidate) => candidate.name === connection.name)!;
    const override = readRulesOverride({ server: server.name, directory: rulesDirectory });
    const redact = secretRedactor(server.secrets);
    const log = logger.child({ server: server.name });
    return connection.onListed((listing) => {
      const { entries, skipped, warnings } = toExternalTools({ server, listed: listing.tools, call: (request) => connection.callTool(request), redact });
      if (skipped.length > 0) log.warn({ event: 'mcp_server_tools_skipped', skipped }, 'mcp_server_tools_skipped');
      if (warnings.length > 0) log.warn({ event: 'mcp_server_configuration_mismatch', warnings }, 'mcp_server_configuration_mismatch');
      const title = listing.serverInfo?.title ?? listing.serverInfo?.name;
      catalogue
        .setServerTools({
          server: server.name,
          title: title === undefined ? undefined : toPromptText(title, 60),
          entries,
          rules: externalCategoryRules({ server: server.name, instructions: listing.instructions, override }),
        })
        // The catalogue logged it and keeps serving the tools it had.
        .catch(() => {});
    });
  });
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
