import { z } from 'zod';
import { ENTITY_TYPES, type EntityType } from '../conversations/working-memory/entity-type.ts';

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

/** An extraction rule as tool metadata and an external server's discovery file write it. */
export const extractionRuleSchema = z.object({
  path: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  idField: z.string().min(1),
  nameField: z.string().min(1),
  isArray: z.boolean(),
});
