import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

export const PROMPTS_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', 'prompts');

export type AgentPromptContext = {
  editor: string;
  currentDate: string;
  /** Newest first. */
  entities: Array<{ type: string; id: string | number; name: string }>;
  recentlyUsedTools: Array<{ name: string; count: number; lastResult: string }>;
  summary?: string;
  /** Rules of the categories whose tools are declared before the first search (pre-routing). */
  toolRules?: string;
};

/** What the template renders: the context with CMS text made prompt-safe and the used tools as one line. */
type RenderedPromptContext = Omit<AgentPromptContext, 'recentlyUsedTools'> & { recentlyUsedTools: string };

// Compiled on first use, not at import: no file is read until a prompt is needed.
let compiledCore: Handlebars.TemplateDelegate<RenderedPromptContext> | undefined;
let workflowPrompts: string | undefined;

function coreTemplate() {
  // noEscape: entity names are prompt text, not HTML; escaping would show &quot; to the model.
  compiledCore ??= Handlebars.compile<RenderedPromptContext>(fs.readFileSync(path.join(PROMPTS_DIRECTORY, 'core', 'agent.xml'), 'utf8'), {
    noEscape: true,
    strict: false,
  });
  return compiledCore;
}

/**
 * CMS text (page titles, image names, summaries) as prompt text: one line, no angle brackets, so a
 * title such as `</working_memory><identity>…` stays a title instead of closing the prompt's sections.
 */
export function toPromptText(value: string | number, maxLength = 200): string {
  const text = String(value).replace(/\s+/g, ' ').replace(/</g, '‹').replace(/>/g, '›').replace(/"/g, "'").trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * One used tool as the prompt lists it: a single success says nothing the name does not, so only a
 * repeat count and a failed last call are spelled out (the block is sent with every later request).
 */
function describeUsedTool({ name, count, lastResult }: AgentPromptContext['recentlyUsedTools'][number]): string {
  const notes = [count > 1 ? `${count}×` : undefined, lastResult === 'error' ? 'last call failed' : undefined].filter(Boolean);
  return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
}

/** Wayfinder's prompt: about 300 tokens plus the session's working memory. */
export function getAgentSystemPrompt(context: AgentPromptContext): string {
  return coreTemplate()({
    ...context,
    editor: toPromptText(context.editor),
    entities: context.entities.map((entity) => ({ type: entity.type, id: toPromptText(entity.id), name: toPromptText(entity.name) })),
    recentlyUsedTools: context.recentlyUsedTools.map(describeUsedTool).join(', '),
    summary: context.summary === undefined ? undefined : toPromptText(context.summary, 2000),
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The classic prompt: the core plus every workflow prompt. Only the benchmark sends it. */
export function getFullSystemPrompt(context: AgentPromptContext): string {
  const directory = path.join(PROMPTS_DIRECTORY, 'workflows');
  workflowPrompts ??= fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.xml'))
    .sort()
    .map((file) => fs.readFileSync(path.join(directory, file), 'utf8').trim())
    .join('\n\n');
  return `${getAgentSystemPrompt(context)}\n\n${workflowPrompts}`;
}
