import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_TOOLS, rememberedToolsForCall, usedToolsToRedeclare } from '../../server/agent/remembered-tools.ts';
import type { ConversationMemory, UsedTool } from '../../server/conversations/working-memory/working-memory.ts';

const used = (name: string): UsedTool => ({ name, count: 1, lastUsed: '2026-11-25T07:00:00Z', lastResult: 'success' });
const memory: ConversationMemory = {
  sessionId: 's1',
  editor: 'ada',
  title: 'Edits',
  createdAt: '2026-11-25T06:00:00Z',
  updatedAt: '2026-11-25T07:00:00Z',
  entities: [],
  // Most recently used first; discovered in the order found.
  discoveredTools: ['cms_listPages', 'cms_getPage', 'cms_findImage', 'cms_retiredTool', 'cms_updatePage'],
  usedTools: [used('cms_updatePage'), used('cms_retiredTool'), used('cms_listPages')],
};
const knownTools = new Set(['cms_listPages', 'cms_getPage', 'cms_findImage', 'cms_updatePage']);

describe('usedToolsToRedeclare', () => {
  it('keeps the discovered tools that were also used and still exist, in discovery order', () => {
    expect(usedToolsToRedeclare({ memory, knownTools })).toEqual(['cms_listPages', 'cms_updatePage']);
  });

  it('keeps only the most recently used past the cap, still in discovery order', () => {
    const names = Array.from({ length: MAX_REMEMBERED_TOOLS + 5 }, (_, index) => `cms_tool${index}`);
    // Tool 0 was used last, tool 14 first: the five used longest ago go.
    const long: ConversationMemory = { ...memory, discoveredTools: names, usedTools: names.map(used) };
    const kept = usedToolsToRedeclare({ memory: long, knownTools: new Set(names) });
    expect(kept).toEqual(names.slice(0, MAX_REMEMBERED_TOOLS));
  });

  it('is empty for a new session', () => {
    expect(usedToolsToRedeclare({ memory: undefined, knownTools })).toEqual([]);
  });
});

describe('rememberedToolsForCall', () => {
  it('declares every used tool when the message was not routed', () => {
    expect(rememberedToolsForCall({ memory, route: undefined, knownTools, message: undefined })).toEqual(['cms_listPages', 'cms_updatePage']);
  });

  it('declares only the used tool the new message pre-routes, not every used tool it ranks', () => {
    const preRouted = { tool: 'cms_updatePage', prerequisites: ['cms_getPage'], category: 'pages', rules: '' };
    expect(
      rememberedToolsForCall({ memory, route: { ranked: ['cms_listPages', 'cms_updatePage'], preRouted }, knownTools, message: 'rename the about page' }),
    ).toEqual(['cms_updatePage']);
    expect(rememberedToolsForCall({ memory, route: { ranked: ['cms_listPages', 'cms_updatePage'] }, knownTools, message: 'what can a page have?' })).toEqual(
      [],
    );
  });

  it('declares the tool used last when a message that finds nothing refers back, and the last one that still exists', () => {
    const route = { ranked: [] };
    expect(rememberedToolsForCall({ memory, route, knownTools, message: 'do it again' })).toEqual(['cms_updatePage']);
    const retiredLast = { ...memory, usedTools: [used('cms_retiredTool'), used('cms_listPages')] };
    expect(rememberedToolsForCall({ memory: retiredLast, route, knownTools, message: 'do it again' })).toEqual(['cms_listPages']);
  });

  it('declares none for a message that finds nothing and refers to nothing', () => {
    expect(rememberedToolsForCall({ memory, route: { ranked: [] }, knownTools, message: 'thanks!' })).toEqual([]);
  });
});
