// STUB: replaced by the owner of this category.
import type { ToolServices } from '../../../services/container.ts';

export function createImageTools(_services: ToolServices) {
  return [] as const;
}
