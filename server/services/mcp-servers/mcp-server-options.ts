/** How Wayfinder reaches one external MCP server: a local process over stdio, or a Streamable HTTP endpoint. */
export type McpServerTransportOptions =
  | { kind: 'stdio'; command: string; args: readonly string[]; env: Readonly<Record<string, string>>; cwd?: string }
  | { kind: 'http'; url: string; headers: Readonly<Record<string, string>> };

/** One configured external MCP server, its `${VAR}` references expanded (WAYFINDER_MCP_SERVERS; docs/external-mcp-servers.md). */
export type McpServerOptions = {
  /** The configuration's key: the tools' namespace (`<name>__<tool>`) and their category. */
  name: string;
  transport: McpServerTransportOptions;
  /** Values that never reach a log line, a metric or the model: every header and env value, and what each `${VAR}` expanded to. */
  secrets: readonly string[];
  /** What log lines name the server by: the command, or the URL's origin and path, as written (variables not expanded). */
  shownAs: string;
};
