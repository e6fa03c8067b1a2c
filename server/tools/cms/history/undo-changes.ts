import { z } from 'zod';
import type { ChangeRecord } from '../../../store/change-history.ts';
import type { CmsStore } from '../../../store/cms-store.ts';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';
import { describeUndoApproval } from './describe-undo-approval.ts';
import { toChangeSummary } from './to-change-summary.ts';

/** How far back "undo that" looks for the conversation's latest changes. */
const RECENT_CHANGES = 200;

/** The changes to undo: those given, those of a turn, or those of the conversation's latest turn that changed something. */
async function chooseChanges(store: CmsStore, { sessionId, changeIds, turn }: { sessionId: string; changeIds?: number[]; turn?: number }): Promise<number[]> {
  if (changeIds) return changeIds;
  const { changes } = await store.changes.list({ sessionId, turn, limit: RECENT_CHANGES });
  const open = changes.filter((change: ChangeRecord) => change.revertedByChangeId === null);
  const target = turn ?? open[0]?.turn;
  const chosen = open.filter((change) => change.turn === target);
  if (chosen.length === 0) {
    throw new NotFoundError({
      entity: 'change',
      key: turn ?? 'latest',
      message:
        turn === undefined
          ? 'Nothing to undo: this conversation has changed nothing that is not undone already. cms_listChanges with scope "site" lists other changes.'
          : `Nothing to undo in turn ${turn} of this conversation. cms_listChanges lists its changes by turn.`,
    });
  }
  return chosen.map((change) => change.id);
}

export function createUndoChangesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_undoChanges',
    risk: 'moderate',
    extraction: null,
    description:
      'Undo changes to the site: without arguments, everything the latest turn of this conversation changed ("undo that"); or the changes ' +
      'with the given ids (from cms_listChanges); or everything a given turn changed. All or nothing, in one step: when an entity was ' +
      'changed again since, or a change cannot be undone, nothing is undone and the error says why. The undo is itself recorded as a ' +
      'change, so it can be undone too. Returns what was undone and the changes the undo made.',
    inputSchema: z
      .object({
        changeIds: z.array(z.number().int().positive()).min(1).max(100).optional().describe('Ids of the changes to undo, e.g. [12, 13]'),
        turn: z.number().int().min(1).optional().describe('Undo everything this turn of the conversation changed, e.g. 3'),
      })
      .refine(({ changeIds, turn }) => changeIds === undefined || turn === undefined, { message: 'give changeIds or turn, not both' }),
    // An undo that deletes content or replaces an image everywhere asks, as the change it amounts to would.
    approvalFor: async ({ changeIds, turn }, { sessionId, editor }) => {
      const ids = await chooseChanges(store, { sessionId, changeIds, turn }).catch((error: unknown) => {
        // Nothing to undo: the call fails with that error and changes nothing.
        if (NotFoundError.isInstance(error)) return [];
        throw error;
      });
      const changes = await Promise.all(ids.map((id) => store.changes.get(id)));
      return describeUndoApproval({ store, changes: changes.filter((change) => change !== undefined), editor });
    },
    execute: async ({ changeIds, turn }, { sessionId }) => {
      const { reverted, changes } = await store.changes.revert(await chooseChanges(store, { sessionId, changeIds, turn }));
      return { undone: reverted.map(toChangeSummary), changes: changes.map(toChangeSummary) };
    },
  });
}
