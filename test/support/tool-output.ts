import { isToolErrorResult, type ToolErrorResult } from '../../server/tools/tool-error.ts';
import type { ToolSearchOutput } from '../../server/tools/tool-search/tool-search-tool.ts';

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 500);

/** The error a tool answered; throws (failing the test) when it answered anything else. */
export function toolErrorOf(value: unknown): ToolErrorResult['error'] {
  if (!isToolErrorResult(value)) throw new Error(`expected a tool error, got ${shown(value)}`);
  return value.error;
}

/** What tool_search answered; throws (failing the test) when it answered anything else. */
export function toolSearchOutputOf(value: unknown): ToolSearchOutput {
  const output = value as Partial<ToolSearchOutput> | undefined;
  if (!Array.isArray(output?.tools) || typeof output.rules !== 'string') throw new Error(`expected a tool_search answer, got ${shown(value)}`);
  return output as ToolSearchOutput;
}

/** One field of a tool's JSON answer, undefined when the answer is no object or lacks it. */
export function fieldOf(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}
