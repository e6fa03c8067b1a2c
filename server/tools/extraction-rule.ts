import type { EntityType } from '../conversations/working-memory/entity-type.ts';

/**
 * Where a tool's successful result names entities, so "update it" can be resolved next turn. It
 * describes the tool's output, so it sits on the tool's own definition.
 */
export type ExtractionRule = {
  /** Dot path into the result; '' is the result itself. */
  path: string;
  entityType: EntityType;
  idField: string;
  nameField: string;
  isArray: boolean;
};
