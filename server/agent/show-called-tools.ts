import type { UIMessage, UIMessageChunk } from 'ai';
import { CALL_TOOL_NAME } from '../tools/tool-search/call-tool.ts';
import { calledTool } from './inline-tools.ts';

/**
 * A call_tool as the editor sees it (inline loading): the tool it ran, with that tool's arguments, as with declared
 * tools and as MCP conversations keep their calls. The stream, the stored conversation and so the chat page and its
 * approval cards show `cms_deletePage { slug }`, not `call_tool { name, arguments }`; the model keeps reading its own
 * call_tool (`asCallToolCalls`, `inline-tools.ts`).
 */

type InputStart = Extract<UIMessageChunk, { type: 'tool-input-start' }>;

/** A call_tool being streamed: its start held back until the tool it names is known. */
type CallInProgress = { start: InputStart; text: string; shown?: string; sent: number };

/** The name and the arguments written so far, once a call_tool's JSON text has written its name whole, name first. */
const NAME_THEN_ARGUMENTS = /^\s*\{\s*"name"\s*:\s*("(?:[^"\\]|\\.)*")\s*,\s*"arguments"\s*:\s*/;

/**
 * The turn's chunks with each call_tool shown as the tool it runs. While the model writes the call, its line appears
 * once the name is written, and the tool's own arguments stream after it (what the page's "Reading page “home”…"
 * line reads); closing braces are held back, since the wrapper's last one would spoil the partial arguments. A call
 * written in another order is shown when it is complete; one that names no tool stays a call_tool.
 */
export function showCalledToolsInStream(): TransformStream<UIMessageChunk, UIMessageChunk> {
  const calls = new Map<string, CallInProgress>();
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.type === 'tool-input-start' && chunk.toolName === CALL_TOOL_NAME) {
        calls.set(chunk.toolCallId, { start: chunk, text: '', sent: 0 });
      } else if (chunk.type === 'tool-input-delta' && calls.has(chunk.toolCallId)) {
        for (const shown of whileWriting(calls.get(chunk.toolCallId)!, chunk)) controller.enqueue(shown);
      } else if ((chunk.type === 'tool-input-available' || chunk.type === 'tool-input-error') && chunk.toolName === CALL_TOOL_NAME) {
        const call = calls.get(chunk.toolCallId);
        calls.delete(chunk.toolCallId);
        for (const shown of onceWritten(call, chunk)) controller.enqueue(shown);
      } else {
        controller.enqueue(chunk);
      }
    },
  });
}

/** A delta of a call_tool's text: nothing until its name is written, then its start as that tool and the tool's own arguments. */
function whileWriting(call: CallInProgress, delta: Extract<UIMessageChunk, { type: 'tool-input-delta' }>): UIMessageChunk[] {
  call.text += delta.inputTextDelta;
  const written = NAME_THEN_ARGUMENTS.exec(call.text);
  if (!written) return [];
  const shown: UIMessageChunk[] = [];
  if (call.shown === undefined) {
    call.shown = JSON.parse(written[1]!) as string;
    shown.push({ ...call.start, toolName: call.shown });
  }
  const argumentsText = call.text.slice(written[0].length).replace(/[\s}]*$/, '');
  if (argumentsText.length > call.sent) {
    shown.push({ type: 'tool-input-delta', toolCallId: delta.toolCallId, inputTextDelta: argumentsText.slice(call.sent) });
    call.sent = argumentsText.length;
  }
  return shown;
}

/**
 * A call_tool's whole input: as the tool it names, with that tool's arguments (its start first, unless the deltas
 * showed it; a provider that does not stream tool input sends no start). One that names no tool stays as it is.
 */
function onceWritten(
  call: CallInProgress | undefined,
  chunk: Extract<UIMessageChunk, { type: 'tool-input-available' | 'tool-input-error' }>,
): UIMessageChunk[] {
  const called = calledTool({ toolName: CALL_TOOL_NAME, input: chunk.input });
  const toolName = call?.shown ?? called?.name ?? CALL_TOOL_NAME;
  const start = call && call.shown === undefined ? [{ ...call.start, toolName }] : [];
  return [...start, { ...chunk, toolName, ...(called && called.name === toolName ? { input: called.input } : {}) }];
}

/** The conversation with each finished or pending call_tool part kept as the tool it ran (for a stored conversation). */
export function showCalledTools(messages: UIMessage[]): UIMessage[] {
  return messages.map((message) => {
    if (message.role !== 'assistant' || !message.parts.some(isCallToolPart)) return message;
    return { ...message, parts: message.parts.map((part) => (isCallToolPart(part) ? asCalledToolPart(part) : part)) };
  });
}

type CallToolPart = Extract<UIMessage['parts'][number], { type: `tool-${string}` }> & { type: `tool-${typeof CALL_TOOL_NAME}` };

const isCallToolPart = (part: UIMessage['parts'][number]): part is CallToolPart => part.type === `tool-${CALL_TOOL_NAME}`;

function asCalledToolPart(part: CallToolPart): UIMessage['parts'][number] {
  const called = calledTool({ toolName: CALL_TOOL_NAME, input: part.input });
  return called ? ({ ...part, type: `tool-${called.name}`, input: called.input } as UIMessage['parts'][number]) : part;
}
