// STUB: replaced by the owner of this category.
import type { ToolServices } from '../../../services/container.ts';

export function createPlanningTools(_services: ToolServices, _options: { knownToolNames: readonly string[] }) {
  return [] as const;
}
