import { jsonSchema, type JSONSchema7, tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { ChangeAttribution } from '../store/change-history.ts';
import { type CmsTool, resolveInputSchema, type SchemaChoices, type ToolCallContext } from '../tools/define-cms-tool.ts';
import { runCmsTool } from '../tools/run-cms-tool.ts';
import { compactJsonSchema } from './compact-json-schema.ts';
import { type CategoryRulesOf, withCategoryRules } from './with-category-rules.ts';
import { runGuardedToolCall, type ToolCallGuardrails } from './guardrails/run-guarded-tool-call.ts';
import type { TurnGuard } from './guardrails/turn-guard.ts';

/** What every tool receives per call, through the agent's `toolsContext`: who asks, and the turn's guardrails. */
export type AgentToolContext = Pick<ToolCallContext, 'sessionId' | 'editor'> & { turn: TurnGuard };

/** Runs work with its CMS writes recorded as made by `attribution` (the store's `attributed`). */
export type AttributeWrites = <T>(attribution: ChangeAttribution, work: () => Promise<T>) => Promise<T>;

/** The JSON schema the model sees for a tool, with today's database choices as enums. */
export function toModelInputSchema(cmsTool: CmsTool, choices: SchemaChoices): JSONSchema7 {
  const { $schema: _draft, ...schema } = z.toJSONSchema(resolveInputSchema(cmsTool, choices), { io: 'input', unrepresentable: 'any' });
  return compactJsonSchema(schema) as JSONSchema7;
}

/**
 * CMS tools as AI SDK tools. The schema is declared to the model but not enforced by the SDK:
 * `runCmsTool` validates, so invalid arguments come back as one readable error naming every bad
 * field instead of an SDK exception. Every call runs behind the turn's guardrails.
 *
 * `choices` shape what the model is shown; each call validates against `currentChoices()` read at
 * call time, so a page created earlier in the same turn can already be linked by its slug.
 */
export function toAiTools({
  tools,
  choices,
  currentChoices = async () => choices,
  guardrails,
  attributed = (_attribution, work) => work(),
  rulesOf,
}: {
  tools: readonly CmsTool[];
  choices: SchemaChoices;
  currentChoices?: () => Promise<SchemaChoices>;
  guardrails: ToolCallGuardrails;
  /** Every write a tool makes is recorded in the change history with the editor, session, turn and tool. */
  attributed?: AttributeWrites;
  /** When given, a tool's first result in a turn carries its category's rules unless the turn already has them. */
  rulesOf?: CategoryRulesOf;
}): ToolSet {
  return Object.fromEntries(
    tools.map((cmsTool) => [
      cmsTool.name,
      tool<unknown, unknown, AgentToolContext>({
        description: cmsTool.description,
        inputSchema: jsonSchema<unknown>(toModelInputSchema(cmsTool, choices)),
        execute: async (input, { abortSignal, context: { sessionId, editor, turn } }) => {
          const turnNumber = turn.number > 0 ? turn.number : undefined;
          const output = await runGuardedToolCall({
            tool: cmsTool.name,
            input,
            turn,
            guardrails,
            abortSignal,
            write: cmsTool.risk !== 'safe',
            localWrite: cmsTool.risk !== 'safe' && !cmsTool.openWorld,
            execute: async (signal, reportInternalError) => {
              const choices = await currentChoices();
              return attributed({ editor, sessionId, turn: turnNumber, tool: cmsTool.name }, () =>
                runCmsTool(cmsTool, input, { choices, context: { sessionId, editor, turn: turnNumber, abortSignal: signal }, reportInternalError }),
              );
            },
          });
          return rulesOf ? withCategoryRules({ output, toolName: cmsTool.name, rulesGiven: turn.rulesGiven, rulesOf }) : output;
        },
      }),
    ]),
  );
}

/** The AI SDK keys tool context by tool name; every tool gets the same per-turn facts. */
export function toolsContextFor(toolNames: readonly string[], context: AgentToolContext): Record<string, AgentToolContext> {
  return Object.fromEntries(toolNames.map((name) => [name, context]));
}
