import type { JSONSchema7, JSONValue, ModelMessage, ToolResultPart } from 'ai';
import { CALL_TOOL_INSTRUCTION, CALL_TOOL_NAME, parseCallToolInput } from '../tools/tool-search/call-tool.ts';
import { type FoundTool, toStableSearchOutput } from '../tools/tool-search/stable-search-output.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { isToolSearchOutputToLoad } from './tool-search-references.ts';

/**
 * Inline tool loading, for any provider: the declared list is tool_search and call_tool on every call of every
 * conversation, so nothing in front of the provider's prompt cache ever moves; a found tool's declaration reaches
 * the model inside tool_search's answer (as MCP's stable surface sends it), and the model runs it through call_tool.
 * The same shape as deferred loading (`deferred-tools.ts`), with the declarations written out instead of referenced.
 */

type ToolResultOutput = ToolResultPart['output'];

/**
 * call_tool as the chat declares it with inline loading: as bare as a declaration gets (26 tokens, against 65 with
 * MCP's description and schema), because every request of every conversation pays for it, while each tool_search
 * answer that loads tools says how to call it (`CALL_TOOL_INSTRUCTION`).
 */
export const INLINE_CALL_TOOL_INPUT_SCHEMA: JSONSchema7 = { type: 'object', required: ['name', 'arguments'] };

/** The declarations of tools a surface can still run, by name: a tool an external server dropped since is left out. */
export type DescribeFoundTools = (names: readonly string[]) => Promise<ReadonlyMap<string, FoundTool>>;

/**
 * What the model reads for a search with inline loading: the declaration of each tool found that the request has
 * not loaded yet (`load`, claimed by `withToolsToLoad`), the others named as already loaded, the rules, and to run
 * them through call_tool. A miss or an error is sent as it is.
 */
export async function inlineSearchModelOutput(output: unknown, describe: DescribeFoundTools): Promise<ToolResultOutput> {
  if (!isToolSearchOutputToLoad(output) || output.tools.length === 0) {
    const { load: _load, ...shown } = output as { load?: unknown };
    return { type: 'json', value: shown as JSONValue };
  }
  const { load, ...answer } = output;
  const described = await describe(load);
  const loadedBefore = answer.tools.filter((name) => !load.includes(name));
  const tools = answer.tools.filter((name) => described.has(name) || loadedBefore.includes(name));
  return { type: 'json', value: toStableSearchOutput({ ...answer, tools }, (name) => described.get(name)!, loadedBefore) as JSONValue };
}

/** The result of the exchange that loads the turn's remembered and pre-routed tools: their declarations, and how to run them. */
export function inlineToolsOutput(declarations: readonly FoundTool[]): ToolResultOutput {
  return { type: 'json', value: { tools: declarations, instruction: CALL_TOOL_INSTRUCTION } as JSONValue };
}

/**
 * The tool a call runs and its arguments: the one a call_tool names, or the tool called. Undefined for a call_tool
 * whose own arguments do not parse (its result is the error naming them).
 */
export function calledTool({ toolName, input }: { toolName: string; input: unknown }): { name: string; input: unknown } | undefined {
  if (toolName !== CALL_TOOL_NAME) return { name: toolName, input };
  const call = parseCallToolInput(input);
  return call.success ? { name: call.name, input: call.arguments } : undefined;
}

/**
 * The conversation as the model wrote it: a stored call of a catalogue tool (the stream and the stored conversation
 * show a call_tool as the tool it ran, `show-called-tools.ts`) is the call_tool it was again. A request that
 * continues a turn (after the editor's approval) so repeats the turn word for word, and the approved call runs
 * through call_tool. With inline loading every catalogue tool runs through call_tool; an earlier turn's calls are
 * compacted away whatever their form.
 */
export function asCallToolCalls(messages: readonly ModelMessage[]): ModelMessage[] {
  const direct = (toolName: string) => toolName !== TOOL_SEARCH_NAME && toolName !== CALL_TOOL_NAME;
  return messages.map((message): ModelMessage => {
    if (message.role === 'assistant' && typeof message.content !== 'string') {
      const content = message.content.map((part) =>
        part.type === 'tool-call' && direct(part.toolName)
          ? { ...part, toolName: CALL_TOOL_NAME, input: { name: part.toolName, arguments: part.input } }
          : part.type === 'tool-result' && direct(part.toolName)
            ? { ...part, toolName: CALL_TOOL_NAME }
            : part,
      );
      return { ...message, content };
    }
    if (message.role === 'tool') {
      return {
        ...message,
        content: message.content.map((part) => (part.type === 'tool-result' && direct(part.toolName) ? { ...part, toolName: CALL_TOOL_NAME } : part)),
      };
    }
    return message;
  });
}
