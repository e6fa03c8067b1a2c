import { createMCPClient, type MCPClient, type MCPClientConfig } from '@ai-sdk/mcp';
import type { StableSurfaceClient } from '../mcp/stable-surface-scenario.ts';

export type AiSdkTestClient = StableSurfaceClient & {
  client: MCPClient;
  /** Every error the client reported (its `onUncaughtError`): what an integrator would see logged. */
  errors: unknown[];
};

/**
 * The AI SDK's MCP client (`@ai-sdk/mcp`), as an application would use it: it connects, lists the tools
 * once, and never re-lists; it does not handle server notifications at all.
 */
export async function connectAiSdkTestClient(transport: MCPClientConfig['transport']): Promise<AiSdkTestClient> {
  const errors: unknown[] = [];
  const client = await createMCPClient({ transport, clientName: 'ai-sdk-test-client', onUncaughtError: (error) => errors.push(error) });
  const listedAtConnect = (await client.listTools()).tools.map((tool) => tool.name);
  return {
    client,
    errors,
    listedAtConnect,
    async call(name, args) {
      const result = await client.callTool({ name, arguments: args });
      // Wayfinder answers every call with one text part (its JSON envelope).
      const [part] = result.content as Array<{ type: string; text?: string }>;
      return { isError: result.isError === true, value: JSON.parse(part?.text ?? 'null') };
    },
  };
}
