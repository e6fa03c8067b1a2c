import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedStep } from './scripted-language-model.ts';

/** The fields of a chat-completions request the tests and benchmarks read; the rest is kept as sent. */
export type ChatCompletionsRequestBody = {
  model?: string;
  messages: Array<{ role: string; content?: unknown; [field: string]: unknown }>;
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
  [field: string]: unknown;
};

/** A request the server received; `body` is undefined when it had none. */
export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: ChatCompletionsRequestBody | undefined };

/** One answer of the scripted provider: a step of the script, or an HTTP error, optionally after a pause. */
export type ProviderStep = ScriptedStep & {
  /** Answer with this status and JSON body instead (e.g. 400 with a context-length message). */
  httpError?: { status: number; body: unknown };
  /** Wait this long before answering (to stop a turn while it runs). */
  delayMs?: number;
  /** Pause this long in the middle of writing each tool call's arguments, as a slow model does (to see a call at work). */
  toolInputPauseMs?: number;
};

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions streaming format and plays a
 * script, one step per request. Stands in for OpenRouter so the whole provider path is exercised.
 */
export async function startOpenAICompatibleServer() {
  let script: ProviderStep[] = [];
  let step = 0;
  /** When set, each request's answer is decided from the request itself, so concurrent conversations each get theirs. */
  let decide: ((body: ChatCompletionsRequestBody) => ProviderStep) | undefined;
  const requests: RecordedRequest[] = [];
  /** total_tokens of every streamed answer since the last `play`, in order. */
  const usageTotals: number[] = [];

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', async () => {
      const body: ChatCompletionsRequestBody | undefined = raw ? JSON.parse(raw) : undefined;
      if (!decide) requests.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url?.endsWith('/chat/completions') !== true) {
        response.writeHead(404).end();
        return;
      }
      step += 1;
      const current = decide && body ? decide(body) : (script[step - 1] ?? { text: '(script ended)' });
      if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (current.httpError) {
        response.writeHead(current.httpError.status, { 'content-type': 'application/json' }).end(JSON.stringify(current.httpError.body));
        return;
      }
      const id = `chatcmpl-${step}`;
      const chunk = (delta: object, finishReason: string | null = null, extra: object = {}) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_700_000_000, model: body?.model ?? 'test', choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      for (const [index, toolCall] of (current.toolCalls ?? []).entries()) {
        const id = `call_${step}_${index}`;
        const name = toolCall.toolName;
        const input = JSON.stringify(toolCall.input);
        if (!current.toolInputPauseMs) {
          response.write(chunk({ tool_calls: [{ index, id, type: 'function', function: { name, arguments: input } }] }));
          continue;
        }
        // The name first, then all but the closing brace, a pause, and the brace: the call is visibly under way meanwhile.
        response.write(chunk({ tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] }));
        response.write(chunk({ tool_calls: [{ index, function: { arguments: input.slice(0, -1) } }] }));
        await new Promise((resolve) => setTimeout(resolve, current.toolInputPauseMs));
        response.write(chunk({ tool_calls: [{ index, function: { arguments: input.slice(-1) } }] }));
      }
      if (current.text) response.write(chunk({ content: current.text }));
      usageTotals.push(120 * step + 12);
      response.write(
        chunk({}, current.toolCalls?.length ? 'tool_calls' : 'stop', {
          usage: { prompt_tokens: 120 * step, completion_tokens: 12, total_tokens: 120 * step + 12 },
        }),
      );
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    usageTotals,
    play(next: ProviderStep[]) {
      decide = undefined;
      script = next;
      step = 0;
      requests.length = 0;
      usageTotals.length = 0;
    },
    /** Answers every request with `decider(request body)` from now on (until the next `play`); requests are not recorded. */
    respondWith(decider: (body: ChatCompletionsRequestBody) => ProviderStep) {
      decide = decider;
      step = 0;
      requests.length = 0;
    },
    /** Tool names declared in each chat-completions request, in order. */
    declaredTools: () =>
      requests.filter((request) => request.path.endsWith('/chat/completions')).map((request) => (request.body?.tools ?? []).map((tool) => tool.function.name)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
