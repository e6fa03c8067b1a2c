import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/logger.ts';
import { loadToolRanker } from '../../../server/tools/tool-search/ranker/tool-ranker.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';
import { createToolSearchEngine } from '../../../server/tools/tool-search/tool-search-engine.ts';
import { federatedCatalogue, federatedServersFile, listThroughMcp, throughMcp } from '../../../scripts/evaluation/federated-catalogue.ts';
import { toSearchableCatalogue } from '../../../scripts/evaluation/run-discovery-eval.ts';
import { generateSyntheticQueries } from '../../../scripts/evaluation/synthetic-catalogue.ts';
import { type CatalogueServers, serveToolCatalogues } from '../../../scripts/support/catalogue-mcp-server.ts';
import { createHashedEmbedder } from '../../../scripts/support/hashed-embeddings-server.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

// ToolRet-APIGen's size; its data is on Hugging Face only, so the generated catalogue stands in (npm run generate:catalogue).
const SIZE = 3_605;
const { tools, servers } = federatedCatalogue(SIZE);
const queries = generateSyntheticQueries(SIZE, 60);
// Hashed trigrams instead of the embedding model: this checks what the protocol path indexes, not the model (npm run bench:federation measures that).
const embedder = createHashedEmbedder();

let catalogues: CatalogueServers;
let services: TestServices;
let directory: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-federated-'));
  catalogues = await serveToolCatalogues({ catalogues: servers });
  const file = path.join(directory, 'servers.json');
  fs.writeFileSync(file, JSON.stringify(federatedServersFile(Object.keys(servers), catalogues.urlOf)));
  services = await createTestServices({ seed: false, embedder, environment: { WAYFINDER_MCP_SERVERS: file } });
});

afterAll(async () => {
  await services?.cleanup();
  await catalogues?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const engineOver = (searchable: readonly SearchableTool[], name: string) =>
  createToolSearchEngine({
    tools: searchable,
    lanceDirectory: path.join(directory, name),
    embedder,
    routing: services.config.toolSearch,
    minConfidence: services.config.toolSearch.minConfidence,
    // As the server and the eval harness run by default: the learned ranker, fitted on Wayfinder's own tools.
    ranker: loadToolRanker(),
    logger: createLogger({ level: 'silent' }),
  });

describe('a catalogue of 3,605 tools served by external MCP servers', () => {
  it("is listed page by page over Streamable HTTP and indexed beside Wayfinder's own tools, found by tool_search", async () => {
    const external = services.toolCatalogue.tools().filter((tool) => tool.name.includes('__'));
    expect(external).toHaveLength(SIZE);
    expect(services.toolCatalogue.servers()).toHaveLength(Object.keys(servers).length);
    const { tools: found } = await services.toolSearch.search({ query: 'create a new invoice in the billing system', limit: 5 });
    expect(found.map((tool) => tool.name)).toContain('billing__createInvoice');
  });

  it('loses nothing on the way: searched alone, the catalogue listed through MCP ranks exactly as the eval harness ranks the same catalogue', async () => {
    const listed = await listThroughMcp({ servers: services.config.mcpServers, allowList: services.config.http.allowList });
    const direct = toSearchableCatalogue(tools);
    expect(listed).toEqual(direct.map((tool) => ({ ...tool, name: throughMcp(tool.name), phrases: {} })));
    const [throughMcpEngine, directEngine] = await Promise.all([engineOver(listed, 'mcp'), engineOver(direct, 'direct')]);
    // The same ranking for every query (names mapped): the same quality by every measure the harness computes.
    for (const { query } of queries) {
      const [viaMcp, viaFile] = await Promise.all([throughMcpEngine.rank({ query, limit: 10 }), directEngine.rank({ query, limit: 10 })]);
      expect({ query, names: viaMcp.names, answer: viaMcp.answer }).toEqual({
        query,
        names: viaFile.names.map(throughMcp),
        answer: viaFile.answer.map(throughMcp),
      });
    }
  });
});
