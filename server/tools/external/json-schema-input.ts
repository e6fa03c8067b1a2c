import type { JSONSchema7 } from 'ai';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FieldProblem } from '../../errors/cms-errors.ts';
import type { JsonSchemaInput } from '../define-cms-tool.ts';

/** JSON Schema drafts an external server may declare; anything else is read as MCP's default, 2020-12. */
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-0[4-7]\/schema#?$/;

/**
 * One validator per draft for the process: Ajv, the reference JSON Schema validator (the MCP SDK validates
 * structured output with it too), with every error reported (`allErrors`) and unknown keywords and formats
 * tolerated (`strict: false`): an external server's schema is taken as it was written, not refused for style.
 */
let validators: { draft2020: Ajv2020; draft07: Ajv } | undefined;
// ajv-formats is CommonJS with `exports.default`: Node hands ESM the module object, whose default is the plugin.
const addFormats = (ajvFormats as unknown as { default: typeof ajvFormats.default }).default;
function validatorFor(draft: string | undefined) {
  validators ??= {
    draft2020: addFormats(new Ajv2020({ allErrors: true, strict: false })),
    draft07: addFormats(new Ajv({ allErrors: true, strict: false })),
  };
  return draft !== undefined && DRAFT_07.test(draft) ? validators.draft07 : validators.draft2020;
}

/** `/entities/0/name` → `entities.0.name`, as zod's paths read for Wayfinder's own tools. */
const fieldOf = (instancePath: string, child?: string) =>
  [...instancePath.split('/').slice(1), ...(child === undefined ? [] : [child])].map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');

/** One Ajv error as a named field and what is wrong with it, in the words Wayfinder's own validation uses. */
export function toFieldProblem(error: ErrorObject): FieldProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: fieldOf(error.instancePath, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { field: fieldOf(error.instancePath, String(params.additionalProperty)), message: 'is not a parameter here; leave it out' };
    case 'enum':
      return {
        field: fieldOf(error.instancePath),
        message: `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`,
      };
    default:
      return { field: fieldOf(error.instancePath), message: error.message ?? `fails ${error.keyword}` };
  }
}

/**
 * An external tool's input schema as Wayfinder validates and shows it. The validator is compiled on the first
 * call, not at listing: a catalogue of thousands of tools is listed at start-up, and most are never called.
 * A schema Ajv cannot compile refuses every call, naming the reason, rather than letting arguments through unchecked.
 */
export function jsonSchemaInput(schema: Record<string, unknown>): JsonSchemaInput {
  const { $schema: draft, ...shown } = schema;
  let validate: ValidateFunction | undefined;
  let unusable: string | undefined;
  return {
    jsonSchema: shown as JSONSchema7,
    check(input) {
      if (!validate && unusable === undefined) {
        try {
          validate = validatorFor(typeof draft === 'string' ? draft : undefined).compile(shown);
        } catch (error) {
          unusable = error instanceof Error ? error.message : String(error);
        }
      }
      if (!validate) return [{ field: '', message: `the server's input schema cannot be used (${unusable}); the call was not sent` }];
      return validate(input) ? [] : (validate.errors ?? []).map(toFieldProblem);
    },
  };
}
