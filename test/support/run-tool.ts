import type { CmsStore } from '../../server/store/cms-store.ts';
import type { CmsTool, CmsToolDefinition, ToolCallContext } from '../../server/tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../../server/tools/load-schema-choices.ts';
import { runCmsTool } from '../../server/tools/run-cms-tool.ts';

/** Runs a tool by name exactly as the agent will: fresh schema choices, validation, error mapping. */
export function toolCaller({ tools, store }: { tools: readonly CmsTool[]; store: CmsStore }) {
  // biome-ignore lint/suspicious/noExplicitAny: a tool's execute returns Promise<unknown> (CmsToolDefinition declares no output type), so no type can name the answer; 230 assertions in 42 tool tests read it by path, and a wrong path fails the assertion. Typed tool outputs would remove this.
  return async (toolName: string, input: unknown, context: Partial<ToolCallContext> = {}): Promise<any> => {
    const tool = tools.find((candidate) => candidate.name === toolName) as CmsToolDefinition | undefined;
    if (!tool) throw new Error(`test asked for unknown tool ${toolName}`);
    return runCmsTool(tool, input, {
      choices: await loadSchemaChoices(store),
      context: { sessionId: 'test-session', editor: 'test-editor', ...context },
    });
  };
}
