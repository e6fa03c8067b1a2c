import { describeArguments, describeToolEffect } from '../tools/describe-tool-effect.ts';
import type { CatalogueTool } from '../tools/catalogue-tool.ts';
import { parseToolInput, type SchemaChoices, type ToolCallContext } from '../tools/define-cms-tool.ts';

/**
 * Whether a call needs the editor's yes before it runs, whichever surface asks: undefined when it
 * runs without, otherwise what the approval shows (the call's effect in the editor's words). A tool
 * that always asks (`requiresConfirmation`: deletes, site-wide replacements, outbound posts) asks
 * for every call; one whose need depends on the call (`approvalFor`: an undo that deletes content)
 * says so per call. Fails closed: when that check itself fails, the call asks.
 */
export async function approvalNeeded({
  tool,
  input,
  choices,
  context,
}: {
  tool: CatalogueTool;
  input: unknown;
  choices: SchemaChoices;
  context: ToolCallContext;
}): Promise<string | undefined> {
  if (tool.requiresConfirmation) return describeToolEffect(tool, input, choices);
  if (!tool.approvalFor) return undefined;
  const parsed = parseToolInput(tool, choices, input);
  // Arguments that cannot run fail validation without running: nothing to approve.
  if (!parsed.success) return undefined;
  try {
    return await tool.approvalFor(parsed.data, context);
  } catch {
    return `${tool.name} (${describeArguments(input)}). What it would change could not be worked out, so it needs your yes.`;
  }
}
