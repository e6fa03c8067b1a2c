import { CmsError } from '../errors/cms-errors.ts';
import { type CmsToolDefinition, parseToolInput, type SchemaChoices } from './define-cms-tool.ts';

const ARGUMENTS_LENGTH = 120;

/** `{ slug: "careers", force: true }` → `slug: careers, force: true`, cut to a line. */
export function describeArguments(input: unknown): string {
  if (!input || typeof input !== 'object') return input === undefined ? '' : String(input);
  const text = Object.entries(input)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return text.length > ARGUMENTS_LENGTH ? `${text.slice(0, ARGUMENTS_LENGTH - 1)}…` : text;
}

/**
 * The sentence an approval card shows: the tool's own description of the effect when it has one and
 * the arguments are valid, otherwise the tool and its arguments, with why the call is expected to fail.
 */
export async function describeToolEffect(tool: CmsToolDefinition, rawInput: unknown, choices: SchemaChoices): Promise<string> {
  const plain = `${tool.name} (${describeArguments(rawInput)})`;
  const parsed = parseToolInput(tool, choices, rawInput);
  if (!parsed.success) return `${plain}. The arguments are not valid, so the call will fail.`;
  if (!tool.describeEffect) return plain;
  try {
    return await tool.describeEffect(parsed.data);
  } catch (error) {
    // A typed error explains itself (no such page…); anything else keeps its detail out of the card.
    return CmsError.isInstance(error) ? `${plain}. ${error.message}` : plain;
  }
}
