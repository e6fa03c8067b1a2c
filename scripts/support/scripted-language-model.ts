import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';

/** What the model "does" in one step: call tools, or answer with text. */
export type ScriptedStep = { toolCalls?: Array<{ toolName: string; input: unknown }>; text?: string };

/** A script that reacts to what the model is offered (the benchmark retries a search when a needed tool is missing). */
export type ScriptPlayer = (options: LanguageModelV4CallOptions, call: number) => ScriptedStep;

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/**
 * An AI SDK mock model that plays a script, one entry per model call, and records what each call
 * received (system prompt, declared tools, messages) so tests can assert on it. `play` loads the
 * next script and forgets the recorded calls.
 */
export function createScriptedModel(initialScript: ScriptedStep[] | ScriptPlayer = []) {
  let script = initialScript;
  let call = 0;
  const calls: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    doStream: async (options) => {
      calls.push(options);
      const step = (typeof script === 'function' ? script(options, call) : script[call]) ?? { text: '(script ended)' };
      call++;
      const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      step.toolCalls?.forEach((toolCall, index) =>
        parts.push({ type: 'tool-call', toolCallId: `call-${call}-${index}`, toolName: toolCall.toolName, input: JSON.stringify(toolCall.input) }),
      );
      if (step.text) {
        parts.push(
          { type: 'text-start', id: `text-${call}` },
          { type: 'text-delta', id: `text-${call}`, delta: step.text },
          { type: 'text-end', id: `text-${call}` },
        );
      }
      parts.push({
        type: 'finish',
        finishReason: { unified: step.toolCalls?.length ? 'tool-calls' : 'stop', raw: undefined },
        usage: usage(100 * call, 10),
      });
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return {
    model,
    calls,
    play(next: ScriptedStep[] | ScriptPlayer) {
      script = next;
      call = 0;
      calls.length = 0;
    },
    /** Names of the tools declared to the model in each call, in order. */
    declaredTools: () => calls.map((options) => (options.tools ?? []).map((tool) => tool.name)),
  };
}
