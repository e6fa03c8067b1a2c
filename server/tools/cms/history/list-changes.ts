import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toChangeSummary } from './to-change-summary.ts';

export function createListChangesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_listChanges',
    risk: 'safe',
    extraction: null,
    description:
      // No example summary here: its words (page, section, field names) would make any question about
      // content match this tool, as "What's the hero heading on the home page?" did.
      'List what was changed on the site, newest first: each change with its id, turn, time, editor, a one-line summary of ' +
      'what changed (entity, field, old → new) and whether it was undone. By default only the changes made in ' +
      'this conversation; scope "site" lists every editor\'s changes. Use it to answer "what did you change?" and to find ids for cms_undoChanges.',
    inputSchema: z.object({
      scope: z.enum(['conversation', 'site']).default('conversation').describe('"conversation" (default): changes made in this chat; "site": all changes'),
      turn: z.number().int().min(1).optional().describe('Only the changes of this turn of the conversation, e.g. 3'),
      limit: z.number().int().min(1).max(50).default(20).describe('At most this many changes, 1-50, e.g. 20'),
    }),
    execute: async ({ scope, turn, limit }, { sessionId }) => {
      const { changes, nextCursor } = await store.changes.list({ sessionId: scope === 'conversation' ? sessionId : undefined, turn, limit });
      return { changes: changes.map(toChangeSummary), more: nextCursor !== null };
    },
  });
}
