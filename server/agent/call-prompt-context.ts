import type { ConversationMemory } from '../conversations/working-memory/working-memory.ts';
import type { ExternalServerSummary } from '../tool-runtime/tool-catalogue.ts';
import type { Plan } from '../store/plan-repository.ts';
import { isSmallTalk } from '../text/small-talk.ts';
import type { AgentPromptContext } from './system-prompt.ts';

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
    entities: shown.memory?.entities ?? [],
    recentlyUsedTools: (shown.memory?.usedTools ?? []).slice(0, 5),
    summary:
      [shown.memory?.summary, shown.plan ? `Plan for "${shown.plan.goal}" recorded with ${shown.plan.steps.length} steps.` : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    toolRules,
    externalServices: externalServices.map(({ server, title }) => (title && title !== server ? `${server} (${title})` : server)).join(', ') || undefined,
  };
}
