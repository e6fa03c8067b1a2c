import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compactJsonSchema } from '../../server/tool-runtime/compact-json-schema.ts';

describe('compactJsonSchema', () => {
  it('drops the bounds, key types and open maps that say nothing, keeping every real constraint', () => {
    const schema = z.toJSONSchema(
      z.object({
        id: z.number().int().positive(),
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(50),
        fields: z.record(z.string(), z.unknown()),
        strict: z.strictObject({ a: z.string() }),
      }),
      { io: 'input' },
    );
    const compact = compactJsonSchema(schema);
    const properties = compact.properties as Record<string, Record<string, unknown>>;
    expect(properties.id).toEqual({ type: 'integer', exclusiveMinimum: 0 });
    expect(properties.offset).toEqual({ type: 'integer', minimum: 0 });
    expect(properties.limit).toEqual({ type: 'integer', minimum: 1, maximum: 50 });
    expect(properties.fields).toEqual({ type: 'object' });
    expect(properties.strict!.additionalProperties).toBe(false);
    expect(JSON.stringify(compact)).not.toContain('9007199254740991');
  });
});
