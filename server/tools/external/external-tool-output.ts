import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ExternalToolError } from '../../errors/cms-errors.ts';

/** How much of a server's own error message the model is given. */
const ERROR_DETAIL_CHARACTERS = 1_000;

/** What the model reads from an external tool: the server's data, its text, and, for a tool that may change something, where. */
export type ExternalToolOutput = {
  /** `structuredContent`, when the server gave it (its text then repeats it, and is left out). */
  data?: unknown;
  /** The result's text parts, and one line for each image, audio clip, link or embedded resource. */
  content?: string;
  /** Set for tools that may change something: the change is outside the CMS. */
  note?: string;
};

/** Said with every result of an external tool that may change something, so the model can tell the editor. */
export const externalChangeNote = (server: string) =>
  `This ran on the external server "${server}", outside the CMS: what it changed is not in the site's change history and cannot be undone from Wayfinder.`;

const describeSize = (base64: string) => `${Math.round((base64.length * 3) / 4 / 1024)} KB`;

/** One content part as text: text as it is, anything else as a line saying what it was. */
function describePart(part: CallToolResult['content'][number]): string {
  switch (part.type) {
    case 'text':
      return part.text;
    case 'image':
    case 'audio':
      return `[${part.type} ${part.mimeType}, ${describeSize(part.data)}: not shown]`;
    case 'resource_link':
      return `[link: ${part.uri}${part.name ? ` (${part.name})` : ''}]`;
    case 'resource': {
      const { resource } = part;
      return 'text' in resource ? resource.text : `[resource ${resource.uri}${resource.mimeType ? `, ${resource.mimeType}` : ''}: not shown]`;
    }
    default:
      return `[${(part as { type: string }).type}: not shown]`;
  }
}

/**
 * An MCP tool result as the model's output. A result flagged `isError` is the tool's own failure: it becomes an
 * ExternalToolError carrying the server's message, so the model gets the one error shape every tool has.
 * `redact` clears the server's configured secrets out of anything it says.
 */
export function toExternalToolOutput({
  result,
  server,
  tool,
  mayChange,
  redact,
}: {
  result: CallToolResult;
  server: string;
  /** The tool's name as the model knows it. */
  tool: string;
  mayChange: boolean;
  redact: (text: string) => string;
}): ExternalToolOutput {
  const parts = (result.content ?? []).map(describePart);
  if (result.isError) {
    const detail = redact(parts.join(' ').replace(/\s+/g, ' ').trim());
    throw new ExternalToolError({
      server,
      tool,
      detail: detail.length > ERROR_DETAIL_CHARACTERS ? `${detail.slice(0, ERROR_DETAIL_CHARACTERS - 1)}…` : detail,
    });
  }
  const structured = result.structuredContent;
  const text = (structured === undefined ? parts : (result.content ?? []).filter((part) => part.type !== 'text').map(describePart)).join('\n\n');
  return {
    ...(structured === undefined ? {} : { data: JSON.parse(redact(JSON.stringify(structured))) }),
    ...(text ? { content: redact(text) } : {}),
    ...(mayChange ? { note: externalChangeNote(server) } : {}),
  };
}
