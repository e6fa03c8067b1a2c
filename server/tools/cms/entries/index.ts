import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createGetCollectionEntriesTool } from './get-collection-entries.ts';
import { createGetEntryContentTool } from './get-entry-content.ts';

export function createEntryTools(services: ToolDependencies) {
  return inCategory('entries', [createGetCollectionEntriesTool(services), createGetEntryContentTool(services)] as const);
}
