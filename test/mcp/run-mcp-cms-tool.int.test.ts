import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ConfirmToolCall } from '../../server/mcp/confirm-with-elicitation.ts';
import type { McpConversation } from '../../server/mcp/mcp-conversation.ts';
import { type McpCmsToolDependencies, runMcpCmsTool } from '../../server/mcp/run-mcp-cms-tool.ts';
import type { SessionMemory } from '../../server/services/working-memory/working-memory.ts';
import { defineCmsTool, inCategory } from '../../server/tools/define-cms-tool.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;
let dependencies: McpCmsToolDependencies;

beforeAll(async () => {
  services = await createTestServices();
  dependencies = { ...services, toolTimeoutMs: 10_000 };
});
afterAll(async () => {
  await services?.cleanup();
});

/** A conversation that has discovered `toolNames` and keeps what calls record. */
function fakeConversation(toolNames: string[]) {
  const record = vi.fn(async () => ({}) as SessionMemory);
  const conversation: McpConversation = { id: 'conversation-1', editor: 'alice', toolNames: async () => ['tool_search', ...toolNames], record };
  return { conversation, record };
}

const run = (name: string, input: unknown, conversation: McpConversation, confirm?: ConfirmToolCall, overrides: Partial<McpCmsToolDependencies> = {}) =>
  runMcpCmsTool({ ...dependencies, ...overrides }, { name, input, conversation, confirm, signal: new AbortController().signal });

const pageExists = async (slug: string) => (await services.store.pages.getBySlug(slug)) !== undefined;

describe('runMcpCmsTool', () => {
  it('runs a found tool and records its result and the entities it names in the conversation', async () => {
    const { conversation, record } = fakeConversation(['cms_getPage']);
    const result = await run('cms_getPage', { slug: 'about' }, conversation);
    expect(result).toMatchObject({ page: { slug: 'about' } });
    expect(record).toHaveBeenCalledWith({
      entities: [expect.objectContaining({ type: 'page', name: 'About Us' })],
      discoveredTools: [],
      toolResults: [{ name: 'cms_getPage', success: true, at: expect.any(String) }],
    });
  });

  it('records a failed call as an error, with no entities', async () => {
    const { conversation, record } = fakeConversation(['cms_getPage']);
    expect(await run('cms_getPage', { slug: 'missing' }, conversation)).toMatchObject({ error: { type: 'NOT_FOUND' } });
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ entities: [], toolResults: [expect.objectContaining({ success: false })] }));
  });

  it('runs a destructive tool only after an explicit accept', async () => {
    const { conversation } = fakeConversation(['cms_deletePage']);
    const answers: Array<[Awaited<ReturnType<ConfirmToolCall>>, RegExp]> = [
      ['decline', /declined/],
      ['cancel', /closed the confirmation/],
    ];
    for (const [answer, message] of answers) {
      expect(await run('cms_deletePage', { slug: 'services' }, conversation, async () => answer)).toMatchObject({
        error: { type: 'PERMISSION', retryable: false, message: expect.stringMatching(message) },
      });
      expect(await pageExists('services')).toBe(true);
    }
    const unanswered = await run('cms_deletePage', { slug: 'services' }, conversation, async () => {
      throw new Error('Request timed out');
    });
    expect(unanswered).toMatchObject({ error: { type: 'PERMISSION', message: expect.stringContaining('could not be asked') } });
    expect(await pageExists('services')).toBe(true);

    const confirm = vi.fn<ConfirmToolCall>(async () => 'accept');
    expect(await run('cms_deletePage', { slug: 'services' }, conversation, confirm)).toMatchObject({ deleted: { slug: 'services' } });
    expect(confirm).toHaveBeenCalledWith({ tool: expect.objectContaining({ name: 'cms_deletePage' }), input: { slug: 'services' } });
    expect(await pageExists('services')).toBe(false);
  });

  it('refuses tools the conversation has not discovered, and counts calls of unknown names under one label', async () => {
    const { conversation, record } = fakeConversation([]);
    expect(await run('cms_getPage', { slug: 'about' }, conversation)).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('tool_search first') },
    });
    expect(await run('drop_database', {}, conversation)).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('No tool "drop_database"') },
    });
    expect(record).not.toHaveBeenCalled();
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
    const { conversation } = fakeConversation(['http_slow']);
    expect(await run('http_slow', {}, conversation, undefined, { tools: [slow], toolTimeoutMs: 50 })).toMatchObject({
      error: { type: 'TRANSIENT', retryable: true, message: expect.stringContaining('http_slow did not finish within 50 ms') },
    });
  });
});
