import { describe, expect, it } from 'vitest';
import { jsonSchemaInput } from '../../../server/tools/external/json-schema-input.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2 },
    kind: { type: 'string', enum: ['person', 'place'] },
    tags: { type: 'array', items: { type: 'string', format: 'email' } },
  },
  required: ['name', 'kind'],
  additionalProperties: false,
};

describe('jsonSchemaInput', () => {
  it('accepts valid arguments and shows the schema without its $schema', () => {
    const input = jsonSchemaInput({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema });
    expect(input.check({ name: 'Ana', kind: 'person' })).toEqual([]);
    expect(input.jsonSchema).toEqual(schema);
  });

  it('names every bad field at once, in the words of Wayfinder’s own validation', () => {
    const problems = jsonSchemaInput(schema).check({ name: 'A', kind: 'thing', tags: ['not-an-email'], colour: 'blue' });
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'colour', message: 'is not a parameter here; leave it out' },
        { field: 'name', message: 'must NOT have fewer than 2 characters' },
        { field: 'kind', message: 'must be one of: "person", "place"' },
        { field: 'tags.0', message: 'must match format "email"' },
      ]),
    );
    expect(jsonSchemaInput(schema).check({})).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'kind', message: 'is required' },
    ]);
  });

  it('reads a draft-07 schema as draft-07 (zod-to-json-schema writes those)', () => {
    const tuple = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { pair: { type: 'array', items: [{ type: 'number' }, { type: 'string' }] } },
    };
    expect(jsonSchemaInput(tuple).check({ pair: [1, 'a'] })).toEqual([]);
    expect(jsonSchemaInput(tuple).check({ pair: ['a', 1] })).toHaveLength(2);
  });

  it('refuses every call when the server’s schema cannot be compiled, saying why', () => {
    const broken = jsonSchemaInput({ type: 'object', properties: { a: { $ref: '#/definitions/missing' } } });
    expect(broken.check({ a: 1 })).toEqual([{ field: '', message: expect.stringContaining("the server's input schema cannot be used") }]);
  });
});
