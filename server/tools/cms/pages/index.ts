// STUB: replaced by the owner of this category.
import type { ToolServices } from '../../../services/container.ts';

export function createPageTools(_services: ToolServices) {
  return [] as const;
}
