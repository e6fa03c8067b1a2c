const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * A JSON schema without what changes nothing for the model, to save declaration tokens on every
 * request: zod's implicit safe-integer bounds, `propertyNames: { type: "string" }` (JSON keys are
 * strings anyway) and `additionalProperties: {}` (allows anything, as the default does).
 */
export function compactJsonSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(compactJsonSchema) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).flatMap(([key, value]): Array<[string, unknown]> => {
    if ((key === 'maximum' && value === MAX_SAFE) || (key === 'minimum' && value === -MAX_SAFE)) return [];
    if (key === 'propertyNames' && isPlainStringType(value)) return [];
    if (key === 'additionalProperties' && isEmptyObject(value)) return [];
    return [[key, compactJsonSchema(value)]];
  });
  return Object.fromEntries(entries) as T;
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
const isPlainStringType = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && (value as { type?: unknown }).type === 'string';
