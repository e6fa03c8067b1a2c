import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Wayfinder's Prometheus metrics, in a registry of their own (not prom-client's global one), so each
 * service container, and each test, counts only its own turns. Served by `GET /metrics`.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const perTurn = [0, 1, 2, 3, 5, 8, 12, 20, 30, 50];
  const tokens = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000];
  const sizes = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
  return {
    registry,
    toolSearchDuration: new Histogram({
      name: 'wayfinder_tool_search_duration_seconds',
      help: 'tool_search latency, by the path that answered (bm25, vector, hybrid)',
      labelNames: ['path'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    toolSearches: new Counter({
      name: 'wayfinder_tool_searches_total',
      help: 'tool_search calls that ran, by result: hit (found at least one tool) or miss; hit rate = hit / all',
      labelNames: ['result'] as const,
      registers,
    }),
    toolsDiscoveredPerTurn: new Histogram({
      name: 'wayfinder_turn_tools_discovered',
      help: 'Distinct tools tool_search found in one turn',
      buckets: perTurn,
      registers,
    }),
    modelStepsPerTurn: new Histogram({ name: 'wayfinder_turn_model_steps', help: 'Model calls (steps) in one turn', buckets: perTurn, registers }),
    inputTokensPerTurn: new Histogram({ name: 'wayfinder_turn_input_tokens', help: 'Input tokens of one turn, all steps', buckets: tokens, registers }),
    outputTokensPerTurn: new Histogram({ name: 'wayfinder_turn_output_tokens', help: 'Output tokens of one turn, all steps', buckets: tokens, registers }),
    turns: new Counter({
      name: 'wayfinder_turns_total',
      help: 'Chat turns, by how they ended: completed, budget (a per-turn budget stopped it), interrupted, replayed (a retried request answered from the record)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    toolCalls: new Counter({
      name: 'wayfinder_tool_calls_total',
      help: 'Tool calls by tool and outcome: ok, empty (found nothing), error, refused (loop or budget: not run), replayed (a retried write answered from the record)',
      labelNames: ['tool', 'outcome'] as const,
      registers,
    }),
    toolErrors: new Counter({
      name: 'wayfinder_tool_errors_total',
      help: 'Tool calls answered with an error, by tool and error type (VALIDATION, NOT_FOUND, TRANSIENT, LOOP_DETECTED, BUDGET_EXHAUSTED, ...)',
      labelNames: ['tool', 'type'] as const,
      registers,
    }),
    toolResponseCharacters: new Histogram({
      name: 'wayfinder_tool_response_characters',
      help: 'Size of a tool result as the model receives it (JSON characters), by tool',
      labelNames: ['tool'] as const,
      buckets: sizes,
      registers,
    }),
    toolResponseTokens: new Histogram({
      name: 'wayfinder_tool_response_tokens',
      help: 'Estimated tokens of a tool result (characters / 4), by tool',
      labelNames: ['tool'] as const,
      buckets: sizes.map((size) => size / 4),
      registers,
    }),
    loopDetections: new Counter({
      name: 'wayfinder_loop_detections_total',
      help: 'Tool calls refused because the same tool had already run twice with the same arguments in the turn',
      labelNames: ['tool'] as const,
      registers,
    }),
    budgetsExhausted: new Counter({
      name: 'wayfinder_budgets_exhausted_total',
      help: 'Turns ended early by a per-turn budget, by budget: modelSteps, toolCalls, toolSearches',
      labelNames: ['budget'] as const,
      registers,
    }),
    approvals: new Counter({
      name: 'wayfinder_approvals_total',
      help: 'Approvals of tools that need the editor: requested, granted, denied',
      labelNames: ['decision'] as const,
      registers,
    }),
    // Labelled by the configured server name only: never its command, URL, headers or environment.
    mcpServerUp: new Gauge({
      name: 'wayfinder_mcp_server_up',
      help: 'Whether an external MCP server is connected (1) or not (0), by its configured name',
      labelNames: ['server'] as const,
      registers,
    }),
    mcpServerConnectFailures: new Counter({
      name: 'wayfinder_mcp_server_connect_failures_total',
      help: 'Failed attempts to connect to an external MCP server, by its configured name',
      labelNames: ['server'] as const,
      registers,
    }),
    mcpServerTools: new Gauge({
      name: 'wayfinder_mcp_server_tools',
      help: "Tools an external MCP server listed that Wayfinder indexes, by the server's configured name",
      labelNames: ['server'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
