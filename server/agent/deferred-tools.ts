import type { LanguageModelV4FunctionTool, LanguageModelV4Message } from '@ai-sdk/provider';
import type { Tool, ToolResultPart, ToolSet } from 'ai';

/**
 * Anthropic's deferred tool loading, in the shape `@ai-sdk/anthropic` passes on
 * (https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-search-tool, "Custom tool search
 * implementation"): every tool is declared on every request, those the model has not been given with
 * `defer_loading: true` (not in the prompt, not billed); a tool result carrying `tool_reference` blocks makes
 * the API expand the referenced definitions in place. The declared list never changes, so the cached prefix
 * before a reference stays cached. This file is the one place that knows the shape.
 */
const PROVIDER = 'anthropic';

type ProviderOptions = Record<string, Record<string, unknown> | undefined>;
type ToolResultOutput = ToolResultPart['output'];

/** The tool, declared but deferred: the model sees it only where a tool result references it. */
export function deferLoading(tool: Tool): Tool {
  const options = (tool.providerOptions ?? {}) as ProviderOptions;
  return { ...tool, providerOptions: { ...options, [PROVIDER]: { ...options[PROVIDER], deferLoading: true } } } as Tool;
}

export const deferAllTools = (tools: ToolSet): ToolSet => Object.fromEntries(Object.entries(tools).map(([name, tool]) => [name, deferLoading(tool)]));

/** A tool result part that makes the provider expand this tool's definition where the result stands. */
export const toolReference = (toolName: string) => ({ type: 'custom' as const, providerOptions: { [PROVIDER]: { type: 'tool-reference', toolName } } });

/** A tool result that loads these tools, after an optional text. */
export function toolReferencesOutput(toolNames: readonly string[], text?: string): ToolResultOutput {
  return { type: 'content', value: [...(text === undefined ? [] : [{ type: 'text' as const, text }]), ...toolNames.map(toolReference)] };
}

/** Whether a declared tool is deferred (read from a model call, e.g. by the token benchmark). */
export const isDeferred = (tool: Pick<LanguageModelV4FunctionTool, 'providerOptions'>) =>
  (tool.providerOptions as ProviderOptions | undefined)?.[PROVIDER]?.deferLoading === true;

/** The tool a tool result part references, if it is a reference. */
export function referencedTool(part: { type: string; providerOptions?: unknown }): string | undefined {
  if (part.type !== 'custom') return undefined;
  const options = (part.providerOptions as ProviderOptions | undefined)?.[PROVIDER];
  return options?.type === 'tool-reference' && typeof options.toolName === 'string' ? options.toolName : undefined;
}

/** The tools a model call may call: those declared without deferral, and the deferred ones its messages reference. */
export function callableTools(call: {
  tools?: ReadonlyArray<{ name: string; providerOptions?: unknown }>;
  prompt: readonly LanguageModelV4Message[];
}): Set<string> {
  const callable = new Set((call.tools ?? []).filter((tool) => !isDeferred(tool as LanguageModelV4FunctionTool)).map((tool) => tool.name));
  for (const message of call.prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.output.type !== 'content') continue;
      for (const item of part.output.value) {
        const name = referencedTool(item);
        if (name !== undefined) callable.add(name);
      }
    }
  }
  return callable;
}
