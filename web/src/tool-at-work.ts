import type { ChatMessage } from '../../server/http/wire.ts';
import { describeTool, type ToolPart, toolParts } from './tool-parts.ts';

/** What the agent is doing while these run, where the tool's name does not say it well. */
const AT_WORK_LABELS: Record<string, string> = {
  tool_search: 'Looking for the right tools',
  http_get: 'Fetching a web page',
  http_post: 'Sending data to a web address',
  search_vector: 'Searching the site by meaning',
  plan_analyzeTask: 'Planning the steps',
};

/** The input fields that name what a call works on, with the word that joins each to the action. */
const NAMING_FIELDS: Array<[field: string, joint: string]> = [
  ['title', ''],
  ['name', ''],
  ['slug', ''],
  ['pageSlug', 'on '],
  ['query', 'for '],
  ['url', ''],
];
const LONGEST_NAME = 40;

/** `get` → `reading` (what the editor sees the agent do), `update` → `updating`, `list` → `listing`. */
function presentParticiple(verb: string): string {
  if (verb === 'get') return 'reading';
  return verb.endsWith('e') && !verb.endsWith('ee') ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
}

/** The first naming field the (possibly still streaming) input has, e.g. ` “home”` or ` for “sunset”`. */
function namedIn(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  for (const [field, joint] of NAMING_FIELDS) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const name = value.trim();
    return ` ${joint}“${name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME - 1)}…` : name}”`;
  }
  return '';
}

/**
 * A call that has started and not ended: its input still streaming in, running, or approved and running.
 * Its line says what the agent is doing from the moment the model starts writing the call.
 */
export const isAtWork = (part: ToolPart): boolean =>
  part.state === 'input-streaming' || part.state === 'input-available' || (part.state === 'approval-responded' && part.approval.approved);

/**
 * What a running call is doing, in the editor's words: `cms_getPage { slug: "home" }` → `Reading page “home”…`,
 * `tool_search` → `Looking for the right tools…`, `pexels_searchPhotos` → `Pexels: searching photos…`.
 */
export function describeToolAtWork(name: string, input: unknown): string {
  if (AT_WORK_LABELS[name]) return `${AT_WORK_LABELS[name]}…`;
  const label = describeTool(name);
  const [, prefix = '', verb = '', rest = ''] = /^(\w+: )?(\S+)(.*)$/s.exec(label) ?? [];
  const doing = presentParticiple(verb.toLowerCase());
  const action = prefix ? `${prefix}${doing}` : `${doing.charAt(0).toUpperCase()}${doing.slice(1)}`;
  return `${action}${rest}${namedIn(input)}…`;
}

/** The answer shows what the agent is doing: one of its calls is at work, so a general "working" line would only repeat it. */
export const showsWorkInProgress = (message: ChatMessage | undefined): boolean => message?.role === 'assistant' && toolParts(message).some(isAtWork);
