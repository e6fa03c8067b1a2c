import { describe, expect, it } from 'vitest';
import { toolsTaughtBy, whyNotLearnable } from '../../../server/services/learned-phrases/learn-from-request.ts';
import type { ToolCallRecord } from '../../../server/conversations/turn-history/turn-history.ts';

const call = (tool: string, outcome: ToolCallRecord['outcome'] = 'ok'): ToolCallRecord => ({ tool, argumentsHash: tool, outcome });

describe('what a turn teaches', () => {
  it('takes a request of its own, in any language', () => {
    expect(whyNotLearnable('stash the shop link for now')).toBeUndefined();
    expect(whyNotLearnable('Seite „Karriere“ freischalten')).toBeUndefined();
  });

  it('skips small talk, replies that lean on the conversation and pasted texts', () => {
    expect(whyNotLearnable('thanks, that is all for today')).toBe('small talk');
    expect(whyNotLearnable('yes, do it')).toBe('too short');
    expect(whyNotLearnable('publish it')).toBe('too short');
    expect(whyNotLearnable(`1. ${'rewrite the hero heading and the intro text, '.repeat(6)}`)).toBe('too long');
  });

  it('teaches the tools whose calls succeeded, tool_search, failures and refusals aside', () => {
    const toolCalls = [call('tool_search'), call('cms_listPages'), call('cms_getPage', 'error'), call('cms_findImage', 'refused'), call('cms_getPageSections')];
    expect(toolsTaughtBy({ toolCalls, writes: [], searchTool: 'tool_search' })).toEqual(['cms_listPages', 'cms_getPageSections']);
  });

  it('teaches only the writes when the turn wrote: the lookups before them served the request', () => {
    const toolCalls = [call('tool_search'), call('cms_listPages'), call('cms_deletePage'), call('cms_deletePage')];
    const writes = [{ tool: 'cms_deletePage', argumentsHash: 'a', output: {} }];
    expect(toolsTaughtBy({ toolCalls, writes, searchTool: 'tool_search' })).toEqual(['cms_deletePage']);
  });
});
