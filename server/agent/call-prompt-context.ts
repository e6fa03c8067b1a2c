import type { ConversationMemory } from '../conversations/working-memory/working-memory.ts';
import type { ExternalServerSummary } from '../tool-runtime/tool-catalogue.ts';
import type { Plan } from '../store/plan-repository.ts';
import { isSmallTalk } from '../text/small-talk.ts';
import type { AgentPromptContext } from './system-prompt.ts';

/**
 * How many of working memory's entities (it keeps 10) the turn's context lists, newest first: enough for "it" and
 * "that image", which name what the last turns touched. All 10 cost every turn about 130 tokens, often a listing's
 * items (`npm run bench:tokens`, docs/evaluations/2026-11-27-long-conversations.md); older ids are a lookup away.
 */
export const ENTITIES_IN_PROMPT = 5;

/**
 * What the system prompt of one call shows: who asks, today's date, and the session's working memory and plan.
 * A greeting or thanks needs no ids, tool history or plan: the working memory stays out of its prompt.
 */
export function callPromptContext({
  editor,
  now,
  memory,
  plan,
  message,
  toolRules,
  externalServices = [],
}: {
  editor: string;
  now: Date;
  memory: ConversationMemory | undefined;
  plan: Plan | undefined;
  /** The editor's new message; undefined when the call continues after approvals. */
  message: string | undefined;
  /** Rules of the pre-routed tool's category. */
  toolRules: string | undefined;
  /** The external servers whose tools tool_search finds too. */
  externalServices?: readonly ExternalServerSummary[];
}): AgentPromptContext {
  const shown = message !== undefined && isSmallTalk(message) ? { memory: undefined, plan: undefined } : { memory, plan };
  return {
    editor,
    currentDate: now.toISOString().slice(0, 10),
    entities: (shown.memory?.entities ?? []).slice(0, ENTITIES_IN_PROMPT),
    recentlyUsedTools: (shown.memory?.usedTools ?? []).slice(0, 5),
    plan: shown.plan ? `"${shown.plan.goal}", recorded with ${shown.plan.steps.length} steps.` : undefined,
    toolRules,
    externalServices: externalServices.map(({ server, title }) => (title && title !== server ? `${server} (${title})` : server)).join(', ') || undefined,
  };
}
