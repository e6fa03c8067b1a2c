import { describe, expect, it } from 'vitest';
import { callableTools, toolReference } from '../../server/agent/deferred-tools.ts';
import { toolSearchModelOutput, withToolsToLoad } from '../../server/agent/tool-search-references.ts';

describe("tool_search's answer with deferred loading", () => {
  const answer = { tools: ['cms_findImage', 'cms_addImageToSection'], rules: '# Images', instruction: 'Call these tools directly.' };

  it('references each tool found once in a request, however many searches find it', () => {
    const loaded = new Set(['cms_getPage']);
    const first = withToolsToLoad(answer, loaded);
    const second = withToolsToLoad({ ...answer, tools: ['cms_addImageToSection', 'cms_getPage'] }, loaded);
    expect(toolSearchModelOutput(first)).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: JSON.stringify({ rules: '# Images', instruction: 'Call these tools directly.' }) },
        toolReference('cms_findImage'),
        toolReference('cms_addImageToSection'),
      ],
    });
    expect(toolSearchModelOutput(second)).toEqual({
      type: 'content',
      value: [
        {
          type: 'text',
          text: JSON.stringify({ alreadyLoaded: ['cms_addImageToSection', 'cms_getPage'], rules: '# Images', instruction: 'Call these tools directly.' }),
        },
      ],
    });
  });

  it('sends a miss or an error as JSON, as without deferral', () => {
    const miss = { tools: [], rules: '', instruction: 'No tool matched.' };
    expect(toolSearchModelOutput(withToolsToLoad(miss, new Set()))).toEqual({ type: 'json', value: miss });
    const error = { error: { type: 'VALIDATION', message: 'query: too short', retryable: false } };
    expect(toolSearchModelOutput(withToolsToLoad(error, new Set()))).toEqual({ type: 'json', value: error });
  });
});

describe('callableTools', () => {
  it('counts a deferred tool as callable once a tool result in the prompt references it', () => {
    const tools = [
      { type: 'function' as const, name: 'tool_search', inputSchema: {} },
      { type: 'function' as const, name: 'cms_findImage', inputSchema: {}, providerOptions: { anthropic: { deferLoading: true } } },
      { type: 'function' as const, name: 'cms_getPage', inputSchema: {}, providerOptions: { anthropic: { deferLoading: true } } },
    ];
    expect(callableTools({ tools, prompt: [] })).toEqual(new Set(['tool_search']));
    const referenced = callableTools({
      tools,
      prompt: [
        {
          role: 'tool',
          content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'tool_search', output: { type: 'content', value: [toolReference('cms_findImage')] } }],
        },
      ],
    });
    expect(referenced).toEqual(new Set(['tool_search', 'cms_findImage']));
  });
});
