// STUB: replaced by the owner of this category.
import type { ToolServices } from '../../../services/container.ts';

export function createSearchTools(_services: ToolServices) {
  return [] as const;
}
