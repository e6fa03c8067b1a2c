import type { LanguageModelV4CallOptions, LanguageModelV4FunctionTool, LanguageModelV4Message, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { isDeferred, referencedTool } from '../../server/agent/deferred-tools.ts';
import { TOOL_SEARCH_NAME } from '../../server/tools/tool-search/tool-search-tool.ts';

/**
 * Tokens of one model call (o200k_base), split the way the benchmark reports them. `system` + `tools`
 * + `rules` is the per-request overhead Wayfinder exists to cut; `history` is the conversation itself.
 */
export type RequestTokens = {
  system: number;
  /**
   * Tool declarations as OpenAI's function format serializes them: name, description, JSON schema. A deferred
   * declaration is not billed; a tool result's reference to it bills its definition there, once per reference.
   * With inline loading, the declarations tool_search's answers carry (as the answer's JSON writes them).
   */
  tools: number;
  /** Rules carried in tool results in the history: tool_search's, or those that came with a tool's first result. */
  rules: number;
  /** The rest of tool_search's results (tool names and instructions), in the history. */
  searchResults: number;
  /** Every other message: the editor's words, tool calls, tool results, answers. */
  history: number;
  /** Tokens at the start of this call identical to the start of the conversation's previous call: what a provider's prompt cache can serve. */
  cachedPrefix: number;
  /** Of the above, the working memory's summary of turns that left the model's context (counted wherever it is sent). */
  summary: number;
  /** Names of the declared tools, in the order they were sent. */
  declaredTools: string[];
};

/** OpenAI's cookbook counts 3 tokens of framing per chat message (role and separators). */
const TOKENS_PER_MESSAGE = 3;

const count = (text: string) => (text ? encode(text).length : 0);
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

type Declaration = { name: string; description?: string; inputSchema: unknown };
/** One tool declaration as OpenAI's function format serializes it: name, description, JSON schema. */
const declarationText = ({ name, description, inputSchema }: Declaration) =>
  JSON.stringify({ type: 'function', function: { name, description, parameters: inputSchema } });

/** Tokens of one tool declaration as OpenAI's function format serializes it: name, description, JSON schema. */
export const toolDeclarationTokens = (declaration: Declaration): number => count(declarationText(declaration));

/** The call's function tools by name: what a reference in a tool result expands to. */
const definitionsOf = (call: LanguageModelV4CallOptions) =>
  new Map((call.tools ?? []).flatMap((tool) => (tool.type === 'function' ? [[tool.name, tool] as const] : [])));
type Definitions = ReadonlyMap<string, LanguageModelV4FunctionTool>;

export function countRequestTokens(call: LanguageModelV4CallOptions): RequestTokens {
  const tokens: RequestTokens = { system: 0, tools: 0, rules: 0, searchResults: 0, history: 0, cachedPrefix: 0, summary: 0, declaredTools: [] };
  const definitions = definitionsOf(call);
  for (const tool of call.tools ?? []) {
    tokens.declaredTools.push(tool.name);
    if (tool.type !== 'function' || isDeferred(tool)) continue;
    tokens.tools += toolDeclarationTokens(tool);
  }
  for (const message of call.prompt) {
    if (message.role === 'system') {
      tokens.system += count(message.content);
      tokens.summary += summaryTokens(message.content);
      continue;
    }
    const { text, rules, searchResults, loadedDefinitions } = messageText(message, definitions);
    tokens.summary += summaryTokens(text);
    tokens.history += TOKENS_PER_MESSAGE + count(text) - rules - searchResults - loadedDefinitions;
    tokens.rules += rules;
    tokens.searchResults += searchResults;
    tokens.tools += loadedDefinitions;
  }
  return tokens;
}

/** The prompt template writes the summary as one line, `Earlier: …` (prompts/core/agent.xml). */
const SUMMARY_LINE = /^Earlier: (.*)$/m;
const summaryTokens = (text: string) => count(SUMMARY_LINE.exec(text)?.[1] ?? '');

/**
 * The text a provider receives for one message (a referenced tool's definition where the reference stands), how
 * many of its tokens are rules, how many the rest of tool_search's answers, and how many loaded definitions.
 */
function messageText(
  message: Exclude<LanguageModelV4Message, { role: 'system' }>,
  definitions: Definitions,
): { text: string; rules: number; searchResults: number; loadedDefinitions: number } {
  let rules = 0;
  let searchResults = 0;
  let loadedDefinitions = 0;
  const pieces = message.content.map((part) => {
    switch (part.type) {
      case 'text':
      case 'reasoning':
        return part.text;
      case 'tool-call':
        return `${part.toolName} ${asText(part.input)}`;
      case 'tool-result': {
        const { text, definitions: referenced } = toolResultText(part.output, definitions);
        const loaded = referenced + (part.toolName === TOOL_SEARCH_NAME ? inlineDeclarationTokens(part.output) : 0);
        // Rules come with tool_search's answer, or with the first result of a tool whose category's rules it did not send.
        const ruleTokens = rulesTokens(part.output);
        rules += ruleTokens;
        loadedDefinitions += loaded;
        if (part.toolName === TOOL_SEARCH_NAME) searchResults += count(text) - ruleTokens - loaded;
        return text;
      }
      default:
        return '';
    }
  });
  return { text: pieces.join('\n'), rules, searchResults, loadedDefinitions };
}

/** A tool result as text, each reference replaced by the definition the provider expands it to, and those definitions' tokens. */
function toolResultText(output: LanguageModelV4ToolResultOutput, definitions: Definitions): { text: string; definitions: number } {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return { text: output.value, definitions: 0 };
    case 'execution-denied':
      return { text: output.reason ?? 'Tool execution denied.', definitions: 0 };
    case 'content': {
      let loaded = 0;
      const pieces = output.value.map((part) => {
        if (part.type === 'text') return part.text;
        const name = referencedTool(part);
        const definition = name === undefined ? undefined : definitions.get(name);
        if (!definition) return asText(part);
        const text = declarationText(definition);
        loaded += count(text);
        return text;
      });
      return { text: pieces.join('\n'), definitions: loaded };
    }
    default:
      return { text: asText(output.value), definitions: 0 };
  }
}

/**
 * The tokens the declarations in a tool_search answer with inline loading add (each found tool as
 * `{ name, description, inputSchema }`): the answer's tokens less those of the same answer naming the tools only.
 */
function inlineDeclarationTokens(output: LanguageModelV4ToolResultOutput): number {
  const value = (output.type === 'json' ? output.value : undefined) as { tools?: unknown } | null | undefined;
  if (!value || !Array.isArray(value.tools) || !value.tools.some(isDeclaration)) return 0;
  const named = value.tools.map((tool) => (isDeclaration(tool) ? tool.name : tool));
  return count(JSON.stringify(value)) - count(JSON.stringify({ ...value, tools: named }));
}

const isDeclaration = (tool: unknown): tool is { name: string } =>
  typeof tool === 'object' && tool !== null && typeof (tool as { name?: unknown }).name === 'string';

/** The tokens the rules add to a tool result as the provider sees it (inside the JSON string, or a content part's JSON text). */
function rulesTokens(output: LanguageModelV4ToolResultOutput): number {
  const value = (output.type === 'json' ? output.value : output.type === 'content' ? parsedText(output.value[0]) : undefined) as { rules?: unknown } | null;
  if (typeof value?.rules !== 'string' || value.rules === '') return 0;
  return count(JSON.stringify(value)) - count(JSON.stringify({ ...value, rules: '' }));
}

function parsedText(part: { type: string; text?: string } | undefined): unknown {
  if (part?.type !== 'text' || part.text === undefined) return undefined;
  try {
    return JSON.parse(part.text);
  } catch {
    return undefined;
  }
}

export const overheadOf = (request: RequestTokens) => request.system + request.tools + request.rules;
export const inputOf = (request: RequestTokens) => overheadOf(request) + request.searchResults + request.history;
/** Cached input priced at a tenth of fresh input (the providers' cached-input price). */
export const CACHED_INPUT_WEIGHT = 0.1;
/** A call's input with its cached prefix counted at the cached price. */
export const cacheWeightedInputOf = (request: RequestTokens) => inputOf(request) - request.cachedPrefix * (1 - CACHED_INPUT_WEIGHT);
/** Anthropic's prices relative to base input: writing to the cache costs 1.25x, reading from it 0.1x. */
export const CACHE_WRITE_WEIGHT = 1.25;
/** A call's input billed the Anthropic way: what is not read from the cache is written to it. */
export const cacheWriteWeightedInputOf = (request: RequestTokens) =>
  (inputOf(request) - request.cachedPrefix) * CACHE_WRITE_WEIGHT + request.cachedPrefix * CACHED_INPUT_WEIGHT;

/**
 * The call as a provider sees it, in order (tool declarations, then the messages): two calls share a
 * cacheable prefix only as far as these texts are identical.
 */
export function promptText(call: LanguageModelV4CallOptions): string {
  const definitions = definitionsOf(call);
  // Deferred declarations are not part of the prompt: the provider keeps them out of the cached prefix.
  const tools = (call.tools ?? []).flatMap((tool) =>
    tool.type !== 'function'
      ? [tool.name]
      : isDeferred(tool)
        ? []
        : [JSON.stringify({ name: tool.name, description: tool.description, parameters: tool.inputSchema })],
  );
  const messages = call.prompt.map((message) => (message.role === 'system' ? message.content : `${message.role}: ${messageText(message, definitions).text}`));
  return [...tools, ...messages].join('\n');
}

/** Tokens of the longest common prefix of two prompt texts. */
export function sharedPrefixTokens(previous: string | undefined, current: string): number {
  if (!previous) return 0;
  let length = 0;
  while (length < previous.length && length < current.length && previous[length] === current[length]) length++;
  return count(current.slice(0, length));
}
