import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { toolReferencesOutput } from '../../server/agent/deferred-tools.ts';
import { inlineToolsOutput } from '../../server/agent/inline-tools.ts';
import { PRELOADED_TOOLS_CALL_ID, withPreloadedTools } from '../../server/agent/preloaded-tools.ts';

const editor: ModelMessage = { role: 'user', content: 'Add the kayak photo to the about page' };
const context: ModelMessage = { role: 'user', content: '<working_memory>…</working_memory>' };
const step: ModelMessage[] = [
  { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'cms_findImage', input: { query: 'kayak' } }] },
  { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'cms_findImage', output: { type: 'json', value: { images: [] } } }] },
];
const references = toolReferencesOutput(['cms_findImage', 'cms_addImageToSection']);

describe('withPreloadedTools', () => {
  it("loads the turn's tools right after the editor's message, as a tool_search call and its result", () => {
    const messages = withPreloadedTools([context, editor], references);
    expect(messages.slice(0, 2)).toEqual([context, editor]);
    expect(messages[2]).toMatchObject({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: PRELOADED_TOOLS_CALL_ID, toolName: 'tool_search' }] });
    expect(messages[3]).toMatchObject({ role: 'tool', content: [{ toolCallId: PRELOADED_TOOLS_CALL_ID, toolName: 'tool_search', output: references }] });
  });

  it('carries declarations as well as references (inline loading)', () => {
    const declarations = inlineToolsOutput([{ name: 'cms_findImage', description: 'Find an image.', inputSchema: { type: 'object' } }]);
    expect(withPreloadedTools([context, editor], declarations)[3]).toMatchObject({ content: [{ output: declarations }] });
  });

  it('rebuilds the same exchange for every step, so each step extends the last one word for word', () => {
    const first = withPreloadedTools([context, editor], references);
    // The SDK hands step 2 what step 1 was sent, plus step 1's response.
    const second = withPreloadedTools([...first, ...step], references);
    expect(second).toEqual([...first, ...step]);
  });

  it('adds nothing when the turn starts with no tools', () => {
    expect(withPreloadedTools([context, editor], undefined)).toEqual([context, editor]);
  });
});
