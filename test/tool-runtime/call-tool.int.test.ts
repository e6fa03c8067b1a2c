import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCmsTool, inCategory } from '../../server/tools/define-cms-tool.ts';
import type { ConfirmToolCall } from '../../server/tool-runtime/ask-for-approval.ts';
import { callTool, type ToolCallRequest } from '../../server/tool-runtime/call-tool.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.cleanup();
});

/** A call as MCP makes it: no turn, the conversation's tool list, and `approval` as the client can give it. */
const run = (name: string, input: unknown, available: string[], approval?: ConfirmToolCall) =>
  services.toolRuntime.callTool({
    name,
    input,
    caller: { sessionId: 'conversation-1', editor: 'alice' },
    log: services.logger,
    available: ['tool_search', ...available],
    approval,
  } satisfies ToolCallRequest);

const pageExists = async (slug: string) => (await services.store.pages.getBySlug(slug)) !== undefined;

describe('callTool', () => {
  it('runs a found tool and returns the entities its result names', async () => {
    const { output, entities } = await run('cms_getPage', { slug: 'about' }, ['cms_getPage']);
    expect(output).toMatchObject({ page: { slug: 'about' } });
    expect(entities).toEqual([expect.objectContaining({ type: 'page', name: 'About Us' })]);
  });

  it('returns a failed call as an error, with no entities', async () => {
    const { output, entities } = await run('cms_getPage', { slug: 'missing' }, ['cms_getPage']);
    expect(output).toMatchObject({ error: { type: 'NOT_FOUND' } });
    expect(entities).toEqual([]);
  });

  it('runs a destructive tool only after an explicit accept', async () => {
    const answers: Array<[Awaited<ReturnType<ConfirmToolCall>>, RegExp]> = [
      ['decline', /declined/],
      ['cancel', /closed the confirmation/],
    ];
    for (const [answer, message] of answers) {
      expect((await run('cms_deletePage', { slug: 'services' }, ['cms_deletePage'], async () => answer)).output).toMatchObject({
        error: { type: 'PERMISSION', retryable: false, message: expect.stringMatching(message) },
      });
      expect(await pageExists('services')).toBe(true);
    }
    const unanswered = await run('cms_deletePage', { slug: 'services' }, ['cms_deletePage'], async () => {
      throw new Error('Request timed out');
    });
    expect(unanswered.output).toMatchObject({ error: { type: 'PERMISSION', message: expect.stringContaining('could not be asked') } });
    expect(await pageExists('services')).toBe(true);

    const confirm = vi.fn<ConfirmToolCall>(async () => 'accept');
    expect((await run('cms_deletePage', { slug: 'services' }, ['cms_deletePage'], confirm)).output).toMatchObject({ deleted: { slug: 'services' } });
    expect(confirm).toHaveBeenCalledWith({
      tool: expect.objectContaining({ name: 'cms_deletePage' }),
      input: { slug: 'services' },
      effect: expect.stringMatching(/^Delete page Services/),
    });
    expect(await pageExists('services')).toBe(false);
  });

  it('refuses tools the conversation has not discovered, and counts calls of unknown names under one label', async () => {
    expect((await run('cms_getPage', { slug: 'about' }, [])).output).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('tool_search first') },
    });
    expect((await run('drop_database', {}, [])).output).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('No tool "drop_database"') },
    });
    const metrics = await services.metrics.registry.getSingleMetricAsString('wayfinder_tool_calls_total');
    expect(metrics).toContain('tool="(unknown)",outcome="refused"');
    expect(metrics).not.toContain('drop_database');
  });

  it('stops a call that runs past the tool timeout with a retryable TRANSIENT error', async () => {
    const [slow] = inCategory('http', [
      defineCmsTool({
        name: 'http_slow',
        risk: 'safe',
        extraction: null,
        description: 'Waits until it is stopped.',
        inputSchema: z.object({}),
        execute: (_input, { abortSignal }) => new Promise((resolve) => abortSignal?.addEventListener('abort', () => resolve({ stopped: true }))),
      }),
    ] as const);
    const { output } = await callTool(
      {
        metrics: services.metrics,
        toolTimeoutMs: 50,
        isKnownTool: () => true,
        maxResultCharacters: 40_000,
        catalogue: { get: (name) => (name === 'http_slow' ? slow : undefined), names: () => new Set(['http_slow']) },
        store: services.store,
        extractor: services.extractor,
      },
      { name: 'http_slow', input: {}, caller: { sessionId: 's', editor: 'alice' }, log: services.logger, approval: undefined },
    );
    expect(output).toMatchObject({ error: { type: 'TRANSIENT', retryable: true, message: expect.stringContaining('http_slow did not finish within 50 ms') } });
  });
});
