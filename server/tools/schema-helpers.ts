import { z } from 'zod';

/**
 * An enum of the database's current values, so the model sees its real choices.
 * With no values yet, any non-empty string is accepted and the tool reports what exists.
 */
export function oneOf(values: readonly string[], description: string) {
  const unique = [...new Set(values)];
  return unique.length > 0 ? z.enum(unique as [string, ...string[]]).describe(description) : z.string().min(1).describe(description);
}
