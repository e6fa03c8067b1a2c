import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createListChangesTool } from './list-changes.ts';
import { createUndoChangesTool } from './undo-changes.ts';

export function createHistoryTools(services: ToolDependencies) {
  return inCategory('history', [createListChangesTool(services), createUndoChangesTool(services)] as const);
}
