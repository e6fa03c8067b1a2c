import type { UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { captureLogs } from '../support/captured-logs.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';

const OPENROUTER_KEY = 'sk-or-v1-not-a-real-key-0123456789';
const SECRET_WORDS = 'Aunt Matilda Periwinkle';
const logs = captureLogs();
let chat: ScriptedChat;

beforeAll(async () => {
  chat = await startScriptedChat({ logger: logs.logger, environment: { OPENROUTER_API_KEY: OPENROUTER_KEY } });
  chat.scripted.play([
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
    { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] },
    { text: 'Found the campfire photo.' },
  ]);
  await chat.ask('observed', `Please find the campfire photo ${SECRET_WORDS} liked`);
});
afterAll(() => chat.services.cleanup());

const metricsText = async () => {
  const response = await chat.app.request('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('trace logs', () => {
  it('log each trace event of a turn with the session, the turn and the registry version', () => {
    const expected = { sessionId: 'observed', turn: 1, registryVersion: chat.services.toolCatalogue.registry.version };
    expect(logs.entries('tool_discovery_start')).toEqual([expect.objectContaining({ ...expected, tool: 'tool_search', limit: 5 })]);
    expect(logs.entries('tool_discovery_result')).toEqual([
      expect.objectContaining({
        ...expected,
        outcome: 'ok',
        path: expect.stringMatching(/bm25|vector|hybrid/),
        found: expect.arrayContaining(['cms_findImage']),
      }),
    ]);
    // tool_search comes first; cms_findImage from the first step when the message is pre-routed, else after the search.
    const enabled = logs.entries('tools_enabled').map((entry) => entry.added as string[]);
    expect(enabled[0]?.[0]).toBe('tool_search');
    expect(enabled.flat()).toContain('cms_findImage');
    expect(logs.entries('tool_call')).toEqual([expect.objectContaining({ ...expected, tool: 'cms_findImage', argumentsHash: expect.any(String) })]);
    expect(logs.entries('tool_result')).toEqual([
      expect.objectContaining({ ...expected, tool: 'cms_findImage', outcome: 'ok', characters: expect.any(Number), estimatedTokens: expect.any(Number) }),
    ]);
    expect(logs.entries('turn_end')).toEqual([expect.objectContaining({ ...expected, outcome: 'completed', steps: 3, inputTokens: 600 })]);
  });

  it('hold no bearer token, API key or message text', () => {
    expect(logs.lines.length).toBeGreaterThan(5);
    for (const line of logs.lines) {
      expect(line).not.toContain(EDITOR_TOKEN);
      expect(line).not.toContain(OPENROUTER_KEY);
      expect(line).not.toContain('Matilda');
      expect(line).not.toContain('campfire photo');
    }
  });
});

describe('GET /metrics', () => {
  it('exposes the turn in Prometheus format', async () => {
    const text = await metricsText();
    expect(text).toMatch(/^wayfinder_tool_search_duration_seconds_count\{path="(bm25|vector|hybrid)"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_searches_total\{result="hit"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_calls_total\{tool="cms_findImage",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_calls_total\{tool="tool_search",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_response_characters_count\{tool="cms_findImage"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_response_tokens_count\{tool="cms_findImage"\} 1$/m);
    expect(text).toMatch(/^wayfinder_turn_model_steps_sum 3$/m);
    expect(text).toMatch(/^wayfinder_turn_tools_discovered_count 1$/m);
    expect(text).toMatch(/^wayfinder_turn_input_tokens_sum 600$/m);
    expect(text).toMatch(/^wayfinder_turn_output_tokens_sum 30$/m);
    expect(text).toMatch(/^wayfinder_turns_total\{outcome="completed"\} 1$/m);
    for (const name of ['wayfinder_tool_errors_total', 'wayfinder_loop_detections_total', 'wayfinder_budgets_exhausted_total', 'wayfinder_approvals_total']) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
  });

  it('counts tool errors, loop detections and approvals', async () => {
    // The message does not refer back to turn 1, so cms_findImage is not declared until a search finds it.
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find image by name' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: '' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'ridge' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'ridge' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'ridge' } }] },
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
    ]);
    const question = userMessage('find the ridge photo and delete the careers page');
    const turn = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'observed', messages: [question] });
    chat.scripted.play([{ text: 'Kept the careers page.' }]);
    await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'observed', messages: [question, deny(turn.message!)] });

    const text = await metricsText();
    expect(text).toMatch(/^wayfinder_tool_errors_total\{tool="cms_findImage",type="VALIDATION"\} 1$/m);
    expect(text).toMatch(/^wayfinder_tool_errors_total\{tool="cms_findImage",type="LOOP_DETECTED"\} 1$/m);
    expect(text).toMatch(/^wayfinder_loop_detections_total\{tool="cms_findImage"\} 1$/m);
    expect(text).toMatch(/^wayfinder_approvals_total\{decision="requested"\} 1$/m);
    expect(text).toMatch(/^wayfinder_approvals_total\{decision="denied"\} 1$/m);
  });
});

/** The editor's "no" to the pending approval, as useChat sends it back. */
function deny(message: UIMessage): UIMessage {
  return {
    ...message,
    parts: message.parts.map((part) =>
      'state' in part && part.state === 'approval-requested'
        ? ({ ...part, state: 'approval-responded', approval: { ...part.approval, approved: false, reason: 'Keep it' } } as unknown as typeof part)
        : part,
    ),
  };
}
