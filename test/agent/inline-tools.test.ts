import { describe, expect, it } from 'vitest';
import { asCallToolCalls, calledTool, inlineSearchModelOutput, inlineToolsOutput } from '../../server/agent/inline-tools.ts';
import { withToolsToLoad } from '../../server/agent/tool-search-references.ts';
import type { FoundTool } from '../../server/tools/tool-search/stable-search-output.ts';

const declaration = (name: string): FoundTool => ({ name, description: `${name} does one thing.`, inputSchema: { type: 'object' } });
/** Describes the tools the catalogue has; cms_retired left it. */
const describeFound = async (names: readonly string[]) =>
  new Map(names.filter((name) => name !== 'cms_retired').map((name) => [name, declaration(name)] as const));
const answer = { tools: ['cms_findImage', 'cms_addImageToSection'], rules: '# Images', instruction: 'Call these tools directly.' };

describe("tool_search's answer with inline loading", () => {
  it('declares each tool found once in a request and names the ones an earlier answer declared, with how to run them', async () => {
    const loaded = new Set(['cms_getPage']);
    const first = await inlineSearchModelOutput(withToolsToLoad(answer, loaded), describeFound);
    const second = await inlineSearchModelOutput(withToolsToLoad({ ...answer, tools: ['cms_addImageToSection', 'cms_getPage'] }, loaded), describeFound);
    expect(first).toEqual({
      type: 'json',
      value: {
        tools: [declaration('cms_findImage'), declaration('cms_addImageToSection')],
        rules: '# Images',
        instruction: 'Run them with call_tool { name, arguments }, following the rules.',
      },
    });
    expect(second).toEqual({
      type: 'json',
      value: {
        tools: [],
        alreadyLoaded: ['cms_addImageToSection', 'cms_getPage'],
        rules: '# Images',
        instruction: 'Run them with call_tool { name, arguments }, following the rules.',
      },
    });
  });

  it("leaves out a tool the catalogue no longer has (an earlier turn's answer is read again on every request)", async () => {
    const output = await inlineSearchModelOutput(withToolsToLoad({ ...answer, tools: ['cms_retired', 'cms_findImage'] }, new Set()), describeFound);
    expect((output as unknown as { value: { tools: FoundTool[] } }).value.tools).toEqual([declaration('cms_findImage')]);
  });

  it('sends a miss or an error as it is', async () => {
    const miss = { tools: [], rules: '', instruction: 'No tool matched.' };
    expect(await inlineSearchModelOutput(withToolsToLoad(miss, new Set()), describeFound)).toEqual({ type: 'json', value: miss });
    const error = { error: { type: 'VALIDATION', message: 'query: too short', retryable: false } };
    expect(await inlineSearchModelOutput(withToolsToLoad(error, new Set()), describeFound)).toEqual({ type: 'json', value: error });
  });

  it("loads the turn's tools with their declarations and how to run them", () => {
    expect(inlineToolsOutput([declaration('cms_findImage')])).toEqual({
      type: 'json',
      value: { tools: [declaration('cms_findImage')], instruction: 'Run them with call_tool { name, arguments }, following the rules.' },
    });
  });
});

describe('calledTool', () => {
  it('is the tool call_tool names, with its arguments; any other call is itself', () => {
    expect(calledTool({ toolName: 'call_tool', input: { name: 'cms_deletePage', arguments: { slug: 'careers' } } })).toEqual({
      name: 'cms_deletePage',
      input: { slug: 'careers' },
    });
    expect(calledTool({ toolName: 'call_tool', input: { name: 'cms_listPages' } })).toEqual({ name: 'cms_listPages', input: {} });
    expect(calledTool({ toolName: 'cms_getPage', input: { slug: 'home' } })).toEqual({ name: 'cms_getPage', input: { slug: 'home' } });
  });

  it('is nothing for a call_tool whose own arguments are not a call', () => {
    expect(calledTool({ toolName: 'call_tool', input: { arguments: {} } })).toBeUndefined();
  });
});

describe('asCallToolCalls', () => {
  it("turns a stored call of a catalogue tool back into the model's call_tool, and leaves tool_search and call_tool as they are", () => {
    const messages = asCallToolCalls([
      { role: 'user', content: 'delete the careers page' },
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 's', toolName: 'tool_search', input: { query: 'delete a page' } },
          { type: 'tool-call', toolCallId: 'd', toolName: 'cms_deletePage', input: { slug: 'careers' } },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'd', toolName: 'cms_deletePage', output: { type: 'json', value: { deleted: {} } } }] },
    ]);
    expect(messages[1]).toEqual({
      role: 'assistant',
      content: [
        { type: 'tool-call', toolCallId: 's', toolName: 'tool_search', input: { query: 'delete a page' } },
        { type: 'tool-call', toolCallId: 'd', toolName: 'call_tool', input: { name: 'cms_deletePage', arguments: { slug: 'careers' } } },
      ],
    });
    expect(messages[2]).toMatchObject({ content: [{ toolCallId: 'd', toolName: 'call_tool' }] });
    expect(asCallToolCalls(messages)).toEqual(messages);
  });
});
