import type { ScriptedStep } from '../../scripts/support/scripted-language-model.ts';
import { startLocalHttpServer } from './local-http-server.ts';

/** The fields of a Messages API request the tests read; the rest is kept as sent. */
export type MessagesRequestBody = {
  model: string;
  system?: unknown;
  messages: Array<{ role: string; content: string | Array<{ type: string; [field: string]: unknown }> }>;
  tools?: Array<{ name: string; description?: string; input_schema?: unknown; defer_loading?: boolean; [field: string]: unknown }>;
  [field: string]: unknown;
};

/**
 * A real HTTP server on 127.0.0.1 that speaks Anthropic's Messages API (streamed, server-sent events) and plays
 * a script, one step per request, recording every request body: it stands in for api.anthropic.com so the
 * request `@ai-sdk/anthropic` builds is checked as sent.
 */
export async function startAnthropicMessagesServer() {
  let script: ScriptedStep[] = [];
  let step = 0;
  const bodies: MessagesRequestBody[] = [];
  const server = await startLocalHttpServer((request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/messages')) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(request.body) as MessagesRequestBody;
    bodies.push(body);
    const current = script[step++] ?? { text: '(script ended)' };
    const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(
      event('message_start', {
        message: {
          id: `msg_${step}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          usage: { input_tokens: 100 * step, output_tokens: 1 },
        },
      }),
    );
    const blocks = [
      ...(current.text ? [{ type: 'text', text: current.text }] : []),
      ...(current.toolCalls ?? []).map((call, index) => ({ type: 'tool_use', id: `toolu_${step}_${index}`, name: call.toolName, input: call.input })),
    ];
    for (const [index, block] of blocks.entries()) {
      if (block.type === 'text') {
        response.write(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
        response.write(event('content_block_delta', { index, delta: { type: 'text_delta', text: (block as { text: string }).text } }));
      } else {
        const { input, ...start } = block as { type: string; id: string; name: string; input: unknown };
        response.write(event('content_block_start', { index, content_block: { ...start, input: {} } }));
        response.write(event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(input) } }));
      }
      response.write(event('content_block_stop', { index }));
    }
    const stopReason = current.toolCalls?.length ? 'tool_use' : 'end_turn';
    response.write(event('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 10 } }));
    response.end(event('message_stop', {}));
  });
  return {
    /** What `ANTHROPIC_BASE_URL` points at. */
    baseUrl: `${server.url}/v1`,
    /** Every Messages request body, in order. */
    bodies,
    /** The headers of every request, in order. */
    headers: () => server.requests.map((request) => request.headers),
    play(next: ScriptedStep[]) {
      script = next;
      step = 0;
      bodies.length = 0;
      server.requests.length = 0;
    },
    close: server.close,
  };
}
