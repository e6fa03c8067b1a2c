import path from 'node:path';
import { z } from 'zod';
import type { GuardrailOptions } from './tool-runtime/turn-guard.ts';
import { DEFAULT_MODEL, MODEL_PROVIDERS, type ModelOptions, PASSES_DEFERRED_TOOLS, PROVIDER_VARIABLES, TOOL_LOADINGS } from './agent/model-options.ts';
import type { McpStdioOptions } from './mcp/serve-mcp-over-stdio.ts';
import type { EmbeddingsOptions } from './services/embeddings/embedder.ts';
import type { OutboundHttpOptions } from './services/http/guarded-http-client.ts';
import type { LearningConfig } from './services/learned-phrases/learned-phrases.ts';
import type { PexelsOptions } from './services/pexels/pexels-client.ts';
import type { DatabaseOptions } from './store/database-options.ts';
import type { WebSearchOptions } from './services/web-search/brave-search-client.ts';
import { conversationIdSchema } from './conversations/working-memory/conversation-id.ts';
import { type ConfiguredMcpServer, readMcpServersFile } from './tools/external/mcp-servers-file.ts';
import type { RoutingConfig } from './tools/tool-search/smart-tool-search.ts';

/** Thrown at startup when an environment variable is set to something Wayfinder cannot use. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  WAYFINDER_DATA_DIR: z.string().min(1).optional(),
  WAYFINDER_UPLOADS_DIR: z.string().min(1).optional(),
  WAYFINDER_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  WAYFINDER_DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WAYFINDER_SEED: z.enum(['demo', 'none']).default('demo'),
  WAYFINDER_EMBEDDINGS: z.enum(['local', 'openai-compatible']).default('local'),
  WAYFINDER_EMBEDDING_MODEL: z.string().min(1).optional(),
  WAYFINDER_EMBEDDING_BASE_URL: optionalUrl,
  WAYFINDER_EMBEDDING_API_KEY: z.string().min(1).optional(),
  WAYFINDER_EMBEDDING_LANGUAGES: commaList,
  WAYFINDER_EMBEDDING_CACHE_DIR: z.string().min(1).optional(),
  WAYFINDER_HTTP_ALLOWLIST: commaList,
  WAYFINDER_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WAYFINDER_HTTP_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(2_000_000),
  WEB_SEARCH_API_KEY: z.string().min(1).optional(),
  WEB_SEARCH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.search.brave.com'),
  PEXELS_API_KEY: z.string().min(1).optional(),
  PEXELS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.pexels.com'),
  WAYFINDER_PROVIDER: z.enum(MODEL_PROVIDERS).default('openrouter'),
  OPENROUTER_API_KEY: z.string().min(1).optional(),
  OPENROUTER_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openrouter.ai/api/v1'),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.anthropic.com/v1'),
  WAYFINDER_MODEL: z.string().min(1).optional(),
  WAYFINDER_TOOL_LOADING: z.enum(['auto', ...TOOL_LOADINGS]).default('auto'),
  WAYFINDER_MAX_STEPS: z.coerce.number().int().min(1).max(50).default(12),
  WAYFINDER_MAX_TOOL_CALLS: z.coerce.number().int().min(1).max(200).default(30),
  WAYFINDER_MAX_TOOL_SEARCHES: z.coerce.number().int().min(1).max(50).default(6),
  WAYFINDER_TOOL_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(60_000),
  WAYFINDER_TOOL_RESULT_MAX_CHARACTERS: z.coerce.number().int().min(1_000).max(1_000_000).default(40_000),
  WAYFINDER_MCP_SERVERS: z.string().trim().min(1).optional(),
  WAYFINDER_TOKENS: z
    .string()
    .optional()
    .transform((value, context) => {
      const pairs = (value ?? '')
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean);
      const tokens = new Map<string, string>();
      for (const pair of pairs) {
        const separator = pair.indexOf(':');
        const editor = pair.slice(0, separator).trim();
        const token = pair.slice(separator + 1).trim();
        if (separator <= 0 || !editor || token.length < 16) {
          context.addIssue({ code: 'custom', message: 'expected comma-separated editor:token pairs, tokens of at least 16 characters' });
          return z.NEVER;
        }
        // Messages name editors, never tokens: start-up errors end up in logs.
        if (/\s/.test(token)) {
          context.addIssue({
            code: 'custom',
            message: `the token of editor "${editor}" contains whitespace, which no "Authorization: Bearer" header can carry`,
          });
          return z.NEVER;
        }
        const holder = tokens.get(token);
        if (holder !== undefined) {
          context.addIssue({ code: 'custom', message: `editors "${holder}" and "${editor}" have the same token: it would sign in as "${editor}" only` });
          return z.NEVER;
        }
        tokens.set(token, editor);
      }
      return tokens;
    }),
  WAYFINDER_MCP_EDITOR: z.string().trim().min(1).max(100).default('admin'),
  WAYFINDER_MCP_CONVERSATION: conversationIdSchema.optional(),
  WAYFINDER_MCP_MAX_SESSIONS_PER_EDITOR: z.coerce.number().int().min(1).max(10_000).default(100),
  WAYFINDER_MCP_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  WAYFINDER_ALLOWED_HOSTS: commaList,
  WAYFINDER_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_000_000),
  WAYFINDER_TOOL_SEARCH_STRATEGY: z.enum(['routed', 'rrf']).default('routed'),
  WAYFINDER_TOOL_SEARCH_KEYWORD_ONLY_ABOVE: z.coerce.number().min(0).max(1).default(0.4),
  WAYFINDER_TOOL_SEARCH_VECTOR_ONLY_BELOW: z.coerce.number().min(0).max(1).default(0.05),
  WAYFINDER_TOOL_SEARCH_VECTOR_ONLY_MIN_SIMILARITY: z.coerce.number().min(0).max(1).default(0.4),
  WAYFINDER_TOOL_SEARCH_KEYWORD_WEIGHT: z.coerce.number().min(0).max(1).default(0.85),
  WAYFINDER_TOOL_SEARCH_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.05),
  WAYFINDER_TOOL_SEARCH_LIMIT: z.coerce.number().int().min(1).max(10).default(5),
  WAYFINDER_TOOL_SEARCH_RANKER: z.enum(['on', 'off']).default('on'),
  WAYFINDER_TOOL_SEARCH_GATES: z.enum(['on', 'off']).default('on'),
  WAYFINDER_LEARNING: z.enum(['on', 'off']).default('on'),
  WAYFINDER_LEARNING_MAX_PER_TOOL: z.coerce.number().int().min(1).max(200).default(20),
  WAYFINDER_LEARNING_MAX_TOTAL: z.coerce.number().int().min(1).max(20_000).default(1000),
  WAYFINDER_LEARNING_HALF_LIFE_DAYS: z.coerce.number().min(1).max(3650).default(60),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded image files; processes sharing a database must share this directory too. */
  uploadsDir: string;
  database: DatabaseOptions;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  seed: 'demo' | 'none';
  embeddings: EmbeddingsOptions;
  http: OutboundHttpOptions;
  webSearch: WebSearchOptions;
  pexels: PexelsOptions;
  /**
   * `ranker`: order the candidates by the learned ranker (data/tool-ranker.json) and choose the places `tool_search`
   * answers with by the answer chooser fitted on its rankings (data/answer-chooser.json), instead of the hand-set merge
   * and focus rule.
   * `gates`: decide "nothing matched" and pre-routing by the learned gates (data/search-gates.json) instead of the hand-set rules.
   */
  toolSearch: RoutingConfig & { minConfidence: number; limit: number; ranker: boolean; gates: boolean };
  model: ModelOptions;
  /** Per-turn limits besides `model.maxSteps`: tool calls (tool_search not counted), tool_search calls, and each call's time and result size. */
  guardrails: GuardrailOptions;
  /** External MCP servers whose tools tool_search finds beside Wayfinder's own (WAYFINDER_MCP_SERVERS; docs/external-mcp-servers.md). */
  mcpServers: ConfiguredMcpServer[];
  /** Bearer token -> editor name. Empty: the server creates one token on first start. */
  editorTokens: Map<string, string>;
  maxBodyBytes: number;
  /**
   * Host names `/api` and `/mcp` answer to, and whose pages may call them (`Origin`): WAYFINDER_ALLOWED_HOSTS,
   * by default the localhost names when listening on a loopback address; empty: any host, same-origin pages only.
   */
  allowedHosts: string[];
  /** `npm run mcp`: the editor a stdio session acts as and the conversation it continues (default: a new one). */
  mcp: McpStdioOptions;
  /** `/mcp` sessions: how many one editor may hold open, and after how long unused one is closed. */
  mcpSessions: { maxPerEditor: number; idleMs: number };
  /** Phrases learned from the editors' requests (docs/learning-from-use.md). */
  learning: LearningConfig;
};

/** A phrase seen once is dropped after two half-lives. */
const LEARNED_PHRASE_MIN_WEIGHT = 0.25;

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', 'data', 'runtime');
/** Beside the other tools' caches (`find-cache-dir`'s convention), so `rm -rf node_modules` clears it too. */
export const DEFAULT_EMBEDDING_CACHE_DIR = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'wayfinder');

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Listening on loopback, only local names can reach the server legitimately; elsewhere its public name is unknown here. */
function defaultAllowedHosts(host: string): string[] {
  const loopback = host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return loopback ? [...new Set([...LOOPBACK_NAMES, host.toLowerCase()])] : [];
}

/** The servers of the WAYFINDER_MCP_SERVERS file, or its problems, each naming the variable and the file. */
function readMcpServers(environment: Record<string, string | undefined>): { servers: ConfiguredMcpServer[]; problems: string[] } {
  const given = environment.WAYFINDER_MCP_SERVERS?.trim();
  if (!given) return { servers: [], problems: [] };
  const file = path.resolve(given);
  const { servers, problems } = readMcpServersFile({ file, environment });
  return { servers, problems: problems.map((problem) => `WAYFINDER_MCP_SERVERS (${file}): ${problem}`) };
}

/** Reads configuration from environment variables; every invalid variable, and every problem of the files they name, in one error. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const parsed = environmentSchema.safeParse(environment);
  const mcpServers = readMcpServers(environment);
  if (!parsed.success || mcpServers.problems.length > 0) {
    throw new ConfigError([
      ...(parsed.error?.issues ?? []).map((issue) => {
        const variable = String(issue.path[0]);
        // Never echo secrets back into logs.
        const shown = /KEY|TOKEN|DATABASE_URL/.test(variable) ? '(hidden)' : JSON.stringify(environment[variable]);
        return `${variable}: ${issue.message} (got ${shown})`;
      }),
      ...mcpServers.problems,
    ]);
  }
  const env = parsed.data;
  if (env.WAYFINDER_EMBEDDINGS === 'openai-compatible') {
    const missing = (['WAYFINDER_EMBEDDING_BASE_URL', 'WAYFINDER_EMBEDDING_MODEL'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name}: required when WAYFINDER_EMBEDDINGS=openai-compatible`));
    }
  }
  const provider = env.WAYFINDER_PROVIDER;
  if (env.WAYFINDER_TOOL_LOADING === 'deferred' && !PASSES_DEFERRED_TOOLS[provider]) {
    throw new ConfigError([
      `WAYFINDER_TOOL_LOADING: deferred needs a provider that passes deferred tools on (WAYFINDER_PROVIDER=anthropic); ${provider}'s does not (got "deferred")`,
    ]);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.WAYFINDER_DATA_DIR ?? DEFAULT_DATA_DIR),
    uploadsDir: path.resolve(env.WAYFINDER_UPLOADS_DIR ?? path.join(env.WAYFINDER_DATA_DIR ?? DEFAULT_DATA_DIR, 'uploads')),
    database: { url: env.WAYFINDER_DATABASE_URL, poolSize: env.WAYFINDER_DATABASE_POOL_SIZE },
    logLevel: env.LOG_LEVEL,
    seed: env.WAYFINDER_SEED,
    embeddings: {
      provider: env.WAYFINDER_EMBEDDINGS,
      modelId: env.WAYFINDER_EMBEDDING_MODEL,
      baseUrl: env.WAYFINDER_EMBEDDING_BASE_URL,
      apiKey: env.WAYFINDER_EMBEDDING_API_KEY,
      languages: env.WAYFINDER_EMBEDDING_LANGUAGES.length > 0 ? env.WAYFINDER_EMBEDDING_LANGUAGES : undefined,
      cacheDir: env.WAYFINDER_EMBEDDING_CACHE_DIR === 'none' ? undefined : path.resolve(env.WAYFINDER_EMBEDDING_CACHE_DIR ?? DEFAULT_EMBEDDING_CACHE_DIR),
    },
    http: {
      allowList: env.WAYFINDER_HTTP_ALLOWLIST,
      timeoutMs: env.WAYFINDER_HTTP_TIMEOUT_MS,
      maxResponseBytes: env.WAYFINDER_HTTP_MAX_BYTES,
    },
    webSearch: { apiKey: env.WEB_SEARCH_API_KEY, baseUrl: env.WEB_SEARCH_BASE_URL },
    pexels: { apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_BASE_URL },
    model: {
      provider,
      apiKey: env[PROVIDER_VARIABLES[provider].apiKey],
      baseUrl: env[PROVIDER_VARIABLES[provider].baseUrl],
      modelId: env.WAYFINDER_MODEL ?? DEFAULT_MODEL[provider],
      maxSteps: env.WAYFINDER_MAX_STEPS,
      // auto: deferred wherever the provider passes deferred tools on.
      toolLoading: env.WAYFINDER_TOOL_LOADING === 'auto' ? (PASSES_DEFERRED_TOOLS[provider] ? 'deferred' : 'declared') : env.WAYFINDER_TOOL_LOADING,
    },
    guardrails: {
      maxToolCalls: env.WAYFINDER_MAX_TOOL_CALLS,
      maxToolSearches: env.WAYFINDER_MAX_TOOL_SEARCHES,
      toolTimeoutMs: env.WAYFINDER_TOOL_TIMEOUT_MS,
      maxResultCharacters: env.WAYFINDER_TOOL_RESULT_MAX_CHARACTERS,
    },
    mcpServers: mcpServers.servers,
    editorTokens: env.WAYFINDER_TOKENS,
    maxBodyBytes: env.WAYFINDER_MAX_BODY_BYTES,
    allowedHosts: env.WAYFINDER_ALLOWED_HOSTS.length > 0 ? env.WAYFINDER_ALLOWED_HOSTS.map((host) => host.toLowerCase()) : defaultAllowedHosts(env.HOST),
    mcp: { editor: env.WAYFINDER_MCP_EDITOR, conversationId: env.WAYFINDER_MCP_CONVERSATION },
    mcpSessions: { maxPerEditor: env.WAYFINDER_MCP_MAX_SESSIONS_PER_EDITOR, idleMs: env.WAYFINDER_MCP_SESSION_IDLE_MINUTES * 60_000 },
    learning: {
      enabled: env.WAYFINDER_LEARNING === 'on',
      maxPerTool: env.WAYFINDER_LEARNING_MAX_PER_TOOL,
      maxTotal: env.WAYFINDER_LEARNING_MAX_TOTAL,
      halfLifeDays: env.WAYFINDER_LEARNING_HALF_LIFE_DAYS,
      minWeight: LEARNED_PHRASE_MIN_WEIGHT,
    },
    toolSearch: {
      strategy: env.WAYFINDER_TOOL_SEARCH_STRATEGY,
      keywordOnlyAbove: env.WAYFINDER_TOOL_SEARCH_KEYWORD_ONLY_ABOVE,
      vectorOnlyBelow: env.WAYFINDER_TOOL_SEARCH_VECTOR_ONLY_BELOW,
      vectorOnlyMinConfidence: env.WAYFINDER_TOOL_SEARCH_VECTOR_ONLY_MIN_SIMILARITY,
      weights: { keyword: env.WAYFINDER_TOOL_SEARCH_KEYWORD_WEIGHT, vector: 1 - env.WAYFINDER_TOOL_SEARCH_KEYWORD_WEIGHT },
      minConfidence: env.WAYFINDER_TOOL_SEARCH_MIN_CONFIDENCE,
      limit: env.WAYFINDER_TOOL_SEARCH_LIMIT,
      ranker: env.WAYFINDER_TOOL_SEARCH_RANKER === 'on',
      gates: env.WAYFINDER_TOOL_SEARCH_GATES === 'on',
    },
  };
}
