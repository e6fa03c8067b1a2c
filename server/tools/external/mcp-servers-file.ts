import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { McpServerOptions, McpServerTransportOptions } from '../../services/mcp-servers/mcp-server-options.ts';
import { TOOL_CATEGORIES } from '../define-cms-tool.ts';
import { discoveryFileSchema, type ExternalToolFacts } from './external-tool-facts.ts';
import { expandVariables } from './expand-variables.ts';

/** One configured server, ready to connect, with what Wayfinder adds about its tools. */
export type ConfiguredMcpServer = McpServerOptions & {
  /** Tools (by their own names) that run without asking although not marked read-only; destructive ones still ask. */
  autoApprove: readonly string[];
  /** The discovery file's facts, by the server's own tool names; empty without one. */
  facts: Readonly<Record<string, ExternalToolFacts>>;
};

/** Lower-case letters, digits and hyphens: the name prefixes every tool (`<name>__<tool>`) and names a rules file. */
const SERVER_NAME = /^[a-z][a-z0-9-]{0,29}$/;
/** Names a server may not take: a built-in category would share its rules, `cms` its tools' prefix. */
const RESERVED_NAMES = new Set<string>([...TOOL_CATEGORIES, 'cms', 'tool']);

const commonKeys = {
  /** Tools that may run without the editor's yes (not destructive ones). */
  autoApprove: z.array(z.string().min(1)).default([]),
  /** A JSON file of discovery facts, relative to this file. */
  discovery: z.string().min(1).optional(),
  /** Kept in the file but not started, as clients allow. */
  disabled: z.boolean().default(false),
};
const stdioEntrySchema = z.strictObject({
  type: z.literal('stdio').optional(),
  command: z.string().min(1),
  args: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
  cwd: z.string().min(1).optional(),
  ...commonKeys,
});
const httpEntrySchema = z.strictObject({
  type: z.enum(['http', 'streamable-http', 'streamableHttp']).optional(),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).default({}),
  ...commonKeys,
});
const fileSchema = z.strictObject({ mcpServers: z.record(z.string(), z.unknown()) });

type StdioEntry = z.infer<typeof stdioEntrySchema>;
type HttpEntry = z.infer<typeof httpEntrySchema>;

const describeIssues = (where: string, error: z.ZodError) => error.issues.map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`);

/** Reads and parses a JSON file; a problem instead when it is missing or not JSON. */
function readJson(file: string): { value?: unknown; problem?: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { problem: `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Reads WAYFINDER_MCP_SERVERS' file: the `{ "mcpServers": { name: { command, args, env } | { url, headers } } }`
 * shape MCP clients use, plus Wayfinder's `autoApprove`, `discovery` and `disabled`. `${VAR}` references are
 * expanded from `environment`. Every problem in the file, its discovery files and the variables it names is
 * returned, none of them quoting a value (a value may be a secret).
 */
export function readMcpServersFile({ file, environment }: { file: string; environment: Readonly<Record<string, string | undefined>> }): {
  servers: ConfiguredMcpServer[];
  problems: string[];
} {
  const read = readJson(file);
  if (read.problem) return { servers: [], problems: [read.problem] };
  const parsed = fileSchema.safeParse(read.value);
  if (!parsed.success) return { servers: [], problems: describeIssues('(file)', parsed.error) };
  const servers: ConfiguredMcpServer[] = [];
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(parsed.data.mcpServers)) {
    const where = `mcpServers.${name}`;
    const server = readServerEntry({ name, entry, where, directory: path.dirname(file), environment });
    problems.push(...server.problems);
    if (server.value) servers.push(server.value);
  }
  return { servers, problems };
}

function readServerEntry({
  name,
  entry,
  where,
  directory,
  environment,
}: {
  name: string;
  entry: unknown;
  where: string;
  directory: string;
  environment: Readonly<Record<string, string | undefined>>;
}): { value?: ConfiguredMcpServer; problems: string[] } {
  const problems: string[] = [];
  if (!SERVER_NAME.test(name))
    problems.push(
      `${where}: server names are 1–30 lower-case letters, digits and hyphens, starting with a letter (the name prefixes its tools: ${name}__<tool>)`,
    );
  if (RESERVED_NAMES.has(name)) problems.push(`${where}: "${name}" is the name of Wayfinder's own tools; choose another`);
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { problems: [...problems, `${where}: expected an object`] };
  const record = entry as Record<string, unknown>;
  if (record.type === 'sse')
    return { problems: [...problems, `${where}.type: the SSE transport is deprecated and not supported; use the server's Streamable HTTP endpoint`] };
  if ('url' in record && 'command' in record)
    return { problems: [...problems, `${where}: give either command (a local server over stdio) or url (Streamable HTTP), not both`] };
  if (!('url' in record) && !('command' in record))
    return { problems: [...problems, `${where}: needs command (a local server over stdio) or url (Streamable HTTP)`] };

  const secrets: string[] = [];
  const expand = (field: string, text: string) => {
    const expansion = expandVariables(text, environment);
    problems.push(...expansion.problems.map((problem) => `${where}.${field}: ${problem}`));
    secrets.push(...expansion.substituted);
    return expansion.value;
  };
  const expandAll = (field: string, values: Readonly<Record<string, string>>, { secret }: { secret: boolean }) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => {
        const expanded = expand(`${field}.${key}`, value);
        if (secret) secrets.push(expanded);
        return [key, expanded];
      }),
    );

  let transport: McpServerTransportOptions | undefined;
  let shownAs = '';
  let common: Pick<StdioEntry, 'autoApprove' | 'discovery' | 'disabled'> | undefined;
  if ('url' in record) {
    const parsed = httpEntrySchema.safeParse(record);
    if (!parsed.success) return { problems: [...problems, ...describeIssues(where, parsed.error)] };
    const http: HttpEntry = parsed.data;
    const url = expand('url', http.url);
    const checked = checkUrl(url);
    if (checked) problems.push(`${where}.url: ${checked}`);
    transport = { kind: 'http', url, headers: expandAll('headers', http.headers, { secret: true }) };
    shownAs = shownUrl(http.url);
    common = http;
  } else {
    const parsed = stdioEntrySchema.safeParse(record);
    if (!parsed.success) return { problems: [...problems, ...describeIssues(where, parsed.error)] };
    const stdio: StdioEntry = parsed.data;
    transport = {
      kind: 'stdio',
      command: expand('command', stdio.command),
      args: stdio.args.map((argument, index) => expand(`args.${index}`, argument)),
      env: expandAll('env', stdio.env, { secret: true }),
      ...(stdio.cwd === undefined ? {} : { cwd: path.resolve(directory, expand('cwd', stdio.cwd)) }),
    };
    shownAs = stdio.command;
    common = stdio;
  }
  const facts =
    common.discovery === undefined ? {} : readDiscoveryFile({ file: path.resolve(directory, common.discovery), where: `${where}.discovery`, problems });
  if (problems.length > 0 || common.disabled) return { problems };
  return { value: { name, transport, secrets, shownAs, autoApprove: common.autoApprove, facts }, problems };
}

/** What is wrong with an expanded server URL, or undefined. Credentials belong in headers, where they are kept out of logs. */
function checkUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http or https URL, not ${url.protocol}`;
  if (url.username || url.password) return 'may not carry credentials; send them in headers (e.g. "Authorization": "Bearer ${TOKEN}")';
  return undefined;
}

/** The URL as written, without its query: the origin and path tell the operator which server, a query may hold a key. */
function shownUrl(written: string): string {
  return written.split(/[?#]/)[0]!;
}

function readDiscoveryFile({ file, where, problems }: { file: string; where: string; problems: string[] }): Record<string, ExternalToolFacts> {
  const read = readJson(file);
  if (read.problem) {
    problems.push(`${where}: ${read.problem}`);
    return {};
  }
  const parsed = discoveryFileSchema.safeParse(read.value);
  if (!parsed.success) {
    problems.push(...describeIssues(`${where} (${file})`, parsed.error));
    return {};
  }
  return parsed.data.tools;
}
