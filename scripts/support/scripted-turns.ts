import type { ProviderStep } from './openai-compatible-server.ts';

/**
 * The model's side of each turn, decided from the request alone (so concurrent conversations on two
 * processes each get theirs): the user's message names what to do, and the tool results since it say how
 * far the turn is. "Look at <slug>": search for the tool, read the page, answer. "Rename <slug> to <title>":
 * search, update, answer. "Search <words>": search for the tool, run a semantic search, answer. "Find <words>":
 * the same with the name search (cms_findResource).
 * "Slowly …": the same after a pause, so a turn is still running when the test needs it to.
 */
export function decideScriptedTurnStep(body: { messages: Array<{ role: string; content?: unknown }> }): ProviderStep {
  const lastUser = body.messages.findLastIndex((message) => message.role === 'user');
  const said = JSON.stringify(body.messages[lastUser]?.content ?? '');
  const toolResults = body.messages.slice(lastUser).filter((message) => message.role === 'tool').length;
  const delayMs = said.includes('Slowly') ? 1_500 : 0;
  const look = /Look at (\w+)/.exec(said);
  const rename = /Rename (\w+) to ([\w ]+?)\\?"/.exec(said);
  const search = /Search ([\w ]+?)\\?"/.exec(said);
  const find = /Find ([\w ]+?)\\?"/.exec(said);
  const [query, call] = look
    ? ['read a page and its sections', { toolName: 'cms_getPage', input: { slug: look[1] } }]
    : rename
      ? ['change a page title', { toolName: 'cms_updatePage', input: { slug: rename[1], title: rename[2] } }]
      : find
        ? ['find a page or post by its name', { toolName: 'cms_findResource', input: { name: find[1], limit: 3 } }]
        : ['semantic search across the site content', { toolName: 'search_vector', input: { query: search?.[1] ?? 'anything', limit: 3 } }];
  if (toolResults === 0) return { delayMs, toolCalls: [{ toolName: 'tool_search', input: { query } }] };
  if (toolResults === 1) return { delayMs, toolCalls: [call] };
  return { text: 'Done.' };
}
