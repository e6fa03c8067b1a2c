export const MODEL_PROVIDERS = ['openrouter', 'anthropic'] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/**
 * How tools reach the model: `declared` widens the declared tool list by what was found; `deferred` declares
 * every tool on every call, deferred, and loads what was found by reference (server/agent/deferred-tools.ts);
 * `inline` declares tool_search and call_tool only, and loads what was found as declarations in tool_search's
 * answer, run through call_tool (server/agent/inline-tools.ts): for any provider.
 */
export const TOOL_LOADINGS = ['declared', 'deferred', 'inline'] as const;
export type ToolLoading = (typeof TOOL_LOADINGS)[number];

/**
 * Whether a provider, through its AI SDK package, passes deferred tools on: `@ai-sdk/anthropic` sends
 * `defer_loading` and `tool_reference` blocks; `@openrouter/ai-sdk-provider` 3.1 sends neither (it maps a tool's
 * provider options to `eager_input_streaming` only, and a custom tool-result part to JSON text).
 */
export const PASSES_DEFERRED_TOOLS: Record<ModelProvider, boolean> = { openrouter: false, anthropic: true };

/**
 * The model when WAYFINDER_MODEL is not set. On Anthropic a Sonnet: tool search needs Sonnet 4.5, Haiku 4.5, Opus 4.5
 * or later, and Sonnet caches prompts from 1,024 tokens where Haiku 4.5 needs 4,096 (most of Wayfinder's calls are
 * shorter), per Anthropic's tool search and prompt caching docs.
 */
export const DEFAULT_MODEL: Record<ModelProvider, string> = { openrouter: 'openai/gpt-4.1-mini', anthropic: 'claude-sonnet-4-6' };

/** The environment variables that configure each provider: what config.ts reads, and what messages tell the operator to set. */
export const PROVIDER_VARIABLES = {
  openrouter: { apiKey: 'OPENROUTER_API_KEY', baseUrl: 'OPENROUTER_BASE_URL' },
  anthropic: { apiKey: 'ANTHROPIC_API_KEY', baseUrl: 'ANTHROPIC_BASE_URL' },
} as const satisfies Record<ModelProvider, { apiKey: string; baseUrl: string }>;

/** Which chat model to talk to, and how; without an API key there is none (chat then answers 503). */
export type ModelOptions = {
  provider: ModelProvider;
  apiKey?: string;
  baseUrl: string;
  modelId: string;
  /** Model steps per turn; the last one is made without tools. */
  maxSteps: number;
  toolLoading: ToolLoading;
};
