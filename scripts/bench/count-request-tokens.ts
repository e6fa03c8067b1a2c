import type { LanguageModelV4CallOptions, LanguageModelV4Message, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { TOOL_SEARCH_NAME } from '../../server/tools/discovery/tool-search-tool.ts';

/**
 * Tokens of one model call (o200k_base), split the way the benchmark reports them. `system` + `tools`
 * + `rules` is the per-request overhead Wayfinder exists to cut; `history` is the conversation itself.
 */
export type RequestTokens = {
  system: number;
  /** Tool declarations as OpenAI's function format serializes them: name, description, JSON schema. */
  tools: number;
  /** Rules tool_search returned, carried in its results in the history. */
  rules: number;
  /** Every other message: the editor's words, tool calls, tool results, answers. */
  history: number;
  /** Names of the declared tools, in the order they were sent. */
  declaredTools: string[];
};

/** OpenAI's cookbook counts 3 tokens of framing per chat message (role and separators). */
const TOKENS_PER_MESSAGE = 3;

const count = (text: string) => (text ? encode(text).length : 0);
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Tokens of one tool declaration as OpenAI's function format serializes it: name, description, JSON schema. */
export function toolDeclarationTokens({ name, description, inputSchema }: { name: string; description?: string; inputSchema: unknown }): number {
  return count(JSON.stringify({ type: 'function', function: { name, description, parameters: inputSchema } }));
}

export function countRequestTokens(call: LanguageModelV4CallOptions): RequestTokens {
  const tokens: RequestTokens = { system: 0, tools: 0, rules: 0, history: 0, declaredTools: [] };
  for (const tool of call.tools ?? []) {
    tokens.declaredTools.push(tool.name);
    if (tool.type !== 'function') continue;
    tokens.tools += toolDeclarationTokens(tool);
  }
  for (const message of call.prompt) {
    if (message.role === 'system') {
      tokens.system += count(message.content);
      continue;
    }
    const { text, rules } = messageText(message);
    tokens.history += TOKENS_PER_MESSAGE + count(text) - rules;
    tokens.rules += rules;
  }
  return tokens;
}

/** The text a provider receives for one message, and how many of its tokens are tool_search rules. */
function messageText(message: Exclude<LanguageModelV4Message, { role: 'system' }>): { text: string; rules: number } {
  let rules = 0;
  const pieces = message.content.map((part) => {
    switch (part.type) {
      case 'text':
      case 'reasoning':
        return part.text;
      case 'tool-call':
        return `${part.toolName} ${asText(part.input)}`;
      case 'tool-result': {
        const text = toolResultText(part.output);
        if (part.toolName === TOOL_SEARCH_NAME) rules += rulesTokens(part.output);
        return text;
      }
      default:
        return '';
    }
  });
  return { text: pieces.join('\n'), rules };
}

function toolResultText(output: LanguageModelV4ToolResultOutput): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value;
    case 'execution-denied':
      return output.reason ?? 'Tool execution denied.';
    default:
      return asText(output.value);
  }
}

/** The tokens the rules add to a tool_search result as the provider sees it (inside the JSON string). */
function rulesTokens(output: LanguageModelV4ToolResultOutput): number {
  if (output.type !== 'json') return 0;
  const value = output.value as { rules?: unknown } | null;
  if (typeof value?.rules !== 'string' || value.rules === '') return 0;
  return count(JSON.stringify(value)) - count(JSON.stringify({ ...value, rules: '' }));
}

export const overheadOf = (request: RequestTokens) => request.system + request.tools + request.rules;
export const inputOf = (request: RequestTokens) => overheadOf(request) + request.history;
