// STUB: replaced by the owner of this category.
import type { ToolServices } from '../../../services/container.ts';

export function createNavigationTools(_services: ToolServices) {
  return [] as const;
}
