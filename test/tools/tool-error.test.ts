import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFoundError } from '../../server/errors/cms-errors.ts';
import { defineCmsTool } from '../../server/tools/define-cms-tool.ts';
import { runCmsTool } from '../../server/tools/run-cms-tool.ts';
import { toToolError } from '../../server/tools/tool-error.ts';

const failing = (error: Error) =>
  defineCmsTool({
    name: 'cms_broken',
    description: 'A tool that fails, for testing the error boundary.',
    risk: 'safe',
    extraction: null,
    inputSchema: z.object({}),
    execute: async () => {
      throw error;
    },
  });
const run = (error: Error, reportInternalError?: (error: unknown, reference: string) => void) =>
  runCmsTool(failing(error), {}, { choices: { templateNames: [], collectionNames: [] }, context: { sessionId: 's', editor: 'e' }, reportInternalError });

describe('the tool error boundary', () => {
  it('gives the model a reference, not the message, of an unexpected failure, and reports the detail under it', async () => {
    const reported: Array<{ error: unknown; reference: string }> = [];
    const fault = new Error('SQLITE_CORRUPT: database disk image is malformed (/srv/wayfinder/data/wayfinder.sqlite)');
    const result = (await run(fault, (error, reference) => reported.push({ error, reference }))) as {
      error: { type: string; message: string; retryable: boolean };
    };
    expect(result.error).toMatchObject({ type: 'INTERNAL', retryable: false });
    expect(result.error.message).not.toMatch(/SQLITE|\/srv/);
    expect(reported).toEqual([{ error: fault, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(result.error.message).toContain(`reference ${reported[0]!.reference}`);
  });

  it('keeps the message of a typed error, which is written for the model', () => {
    expect(toToolError(new NotFoundError({ entity: 'page', key: 'abuot', message: 'No page "abuot". Closest: about.' }))).toEqual({
      error: { type: 'NOT_FOUND', message: 'No page "abuot". Closest: about.', retryable: false },
    });
  });
});
