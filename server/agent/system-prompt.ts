import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { toPromptText } from '../text/prompt-text.ts';

export const PROMPTS_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', 'prompts');

export type AgentPromptContext = {
  editor: string;
  currentDate: string;
  /** Newest first. */
  entities: Array<{ type: string; id: string | number; name: string }>;
  recentlyUsedTools: Array<{ name: string; count: number; lastResult: string }>;
  /** The session's plan, in one line. */
  plan?: string;
  /** Rules of the categories whose tools are declared before the first search (pre-routing). */
  toolRules?: string;
  /** The external services whose tools tool_search also finds, as one line (names and prompt-safe titles). */
  externalServices?: string;
};

/** Whatever wrote the summary, the prompt cuts it here. */
const MAX_SUMMARY_CHARACTERS = 2000;

/** What the template renders: the context with CMS text made prompt-safe and the used tools as one line. */
type RenderedPromptContext = Omit<AgentPromptContext, 'recentlyUsedTools'> & { recentlyUsedTools: string };

// Read and compiled on first use, not at import: no file is read until a prompt is needed.
let corePrompt: string | undefined;
let compiledContext: Handlebars.TemplateDelegate<RenderedPromptContext> | undefined;
let workflowPrompts: string | undefined;

const readPrompt = (...parts: string[]) => fs.readFileSync(path.join(PROMPTS_DIRECTORY, ...parts), 'utf8').trim();

function contextTemplate() {
  // noEscape: entity names are prompt text, not HTML; escaping would show &quot; to the model.
  compiledContext ??= Handlebars.compile<RenderedPromptContext>(readPrompt('core', 'context.xml'), { noEscape: true, strict: false });
  return compiledContext;
}

/**
 * One used tool as the prompt lists it: a single success says nothing the name does not, so only a
 * repeat count and a failed last call are spelled out (the block is sent with every later request).
 */
function describeUsedTool({ name, count, lastResult }: AgentPromptContext['recentlyUsedTools'][number]): string {
  const notes = [count > 1 ? `${count}×` : undefined, lastResult === 'error' ? 'last call failed' : undefined].filter(Boolean);
  return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
}

/**
 * Wayfinder's core prompt, about 250 tokens: the same on every call of every conversation, so a provider's
 * prompt cache serves it (with the tools before it) from the second call on. What changes per turn is in
 * `getTurnContext`; the summary of earlier turns follows it (`withEarlierTurns`).
 */
export function getAgentSystemPrompt(): string {
  corePrompt ??= readPrompt('core', 'agent.xml');
  return corePrompt;
}

/**
 * What one turn adds: the session's working memory, today's date, the editor, and the rules found for the turn.
 * Sent late, beside the editor's message (see `withTurnContext`), so that it changing invalidates no cached prefix.
 */
export function getTurnContext(context: AgentPromptContext): string {
  return contextTemplate()({
    ...context,
    editor: toPromptText(context.editor),
    entities: context.entities.map((entity) => ({ type: entity.type, id: toPromptText(entity.id), name: toPromptText(entity.name) })),
    recentlyUsedTools: context.recentlyUsedTools.map(describeUsedTool).join(', '),
    plan: context.plan === undefined ? undefined : toPromptText(context.plan),
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The system prompt with the summary of the turns that left the model's context (working memory's `summary`). It
 * changes only when the cut moves (recent-turns.ts), which changes the history behind it anyway, so between cuts
 * it stays in the cached prefix; sent with the turn's context, it was paid in full on every turn.
 */
export function withEarlierTurns(instructions: string, summary: string | undefined): string {
  if (!summary) return instructions;
  return `${instructions}\n\n<earlier_turns>\nEarlier: ${toPromptText(summary, MAX_SUMMARY_CHARACTERS)}\n</earlier_turns>`;
}

/** The classic prompt: the core plus every workflow prompt. Only the benchmark sends it. */
export function getFullSystemPrompt(): string {
  const directory = path.join(PROMPTS_DIRECTORY, 'workflows');
  workflowPrompts ??= fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.xml'))
    .sort()
    .map((file) => readPrompt('workflows', file))
    .join('\n\n');
  return `${getAgentSystemPrompt()}\n\n${workflowPrompts}`;
}
