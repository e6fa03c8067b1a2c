import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { describeDatabase } from '../../server/store/database-options.ts';

describe('database configuration', () => {
  it('uses SQLite in the data directory unless a PostgreSQL URL is given', () => {
    const config = loadConfig({ WAYFINDER_DATA_DIR: '/srv/wayfinder' });
    expect(config.database).toEqual({ url: undefined, poolSize: 20 });
    expect(config.uploadsDir).toBe(path.resolve('/srv/wayfinder/uploads'));
    expect(describeDatabase(config.database)).toBe('SQLite');
  });

  it('takes a postgres:// URL and never shows its password', () => {
    const config = loadConfig({ WAYFINDER_DATABASE_URL: 'postgres://editor:s3cret@db.internal:5432/cms', WAYFINDER_DATABASE_POOL_SIZE: '8' });
    expect(config.database).toEqual({ url: 'postgres://editor:s3cret@db.internal:5432/cms', poolSize: 8 });
    expect(describeDatabase(config.database)).toBe('PostgreSQL postgres://editor@db.internal:5432/cms');
  });

  it('refuses another scheme, naming the variable but not echoing the value', () => {
    let error: unknown;
    try {
      loadConfig({ WAYFINDER_DATABASE_URL: 'mysql://editor:s3cret@db/cms' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('WAYFINDER_DATABASE_URL');
    expect((error as ConfigError).message).not.toContain('s3cret');
  });
});

describe('editor tokens', () => {
  const problemOf = (tokens: string) => {
    try {
      loadConfig({ WAYFINDER_TOKENS: tokens });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('the configuration was accepted');
  };

  it('refuses two editors with one token, naming the variable and both editors but not the token', () => {
    const problems = problemOf('ana:SAME-token-1234567890,ben:SAME-token-1234567890');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^WAYFINDER_TOKENS: .*"ana".*"ben"/);
    expect(problems[0]).not.toContain('SAME-token');
    expect(problems[0]).not.toContain('\n');
  });

  it('refuses a token with whitespace inside, which no bearer header can carry', () => {
    const problems = problemOf('ana:ana token 0123456789abc');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^WAYFINDER_TOKENS: .*"ana".*whitespace/);
    expect(problems[0]).not.toContain('0123456789abc');
  });

  it('accepts distinct tokens, spaces around the pairs trimmed', () => {
    expect(loadConfig({ WAYFINDER_TOKENS: ' ana:ana-token-0123456789 , ben:ben-token-0123456789 ' }).editorTokens).toEqual(
      new Map([
        ['ana-token-0123456789', 'ana'],
        ['ben-token-0123456789', 'ben'],
      ]),
    );
  });
});

describe('the chat model', () => {
  it('talks to openai/gpt-4.1-mini through OpenRouter with declared tools when nothing is set', () => {
    expect(loadConfig({}).model).toMatchObject({ provider: 'openrouter', modelId: 'openai/gpt-4.1-mini', toolLoading: 'declared', apiKey: undefined });
  });

  it("defers tools on Anthropic unless told otherwise, reading Anthropic's key and base URL", () => {
    const environment = { WAYFINDER_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test', OPENROUTER_API_KEY: 'sk-or-test' };
    expect(loadConfig(environment).model).toMatchObject({
      provider: 'anthropic',
      apiKey: 'sk-ant-test',
      baseUrl: 'https://api.anthropic.com/v1',
      modelId: 'claude-sonnet-4-6',
      toolLoading: 'deferred',
    });
    expect(loadConfig({ ...environment, WAYFINDER_TOOL_LOADING: 'declared' }).model.toolLoading).toBe('declared');
  });

  it('loads found tools inline on any provider when asked', () => {
    expect(loadConfig({ WAYFINDER_TOOL_LOADING: 'inline' }).model).toMatchObject({ provider: 'openrouter', toolLoading: 'inline' });
    expect(loadConfig({ WAYFINDER_PROVIDER: 'anthropic', WAYFINDER_TOOL_LOADING: 'inline' }).model.toolLoading).toBe('inline');
  });

  it('refuses deferred tools on a provider whose package does not pass them on', () => {
    expect(() => loadConfig({ WAYFINDER_TOOL_LOADING: 'deferred' })).toThrow(/WAYFINDER_TOOL_LOADING: deferred needs .*WAYFINDER_PROVIDER=anthropic/);
    expect(() => loadConfig({ WAYFINDER_PROVIDER: 'gemini' })).toThrow(ConfigError);
  });
});

describe('external MCP servers (WAYFINDER_MCP_SERVERS)', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-config-mcp-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
  const file = (name: string, value: unknown) => {
    const written = path.join(directory, name);
    fs.writeFileSync(written, JSON.stringify(value));
    return written;
  };

  it('reads none without the variable, and the servers of the file it names', () => {
    expect(loadConfig({}).mcpServers).toEqual([]);
    const servers = file('servers.json', { mcpServers: { memory: { command: 'node', env: { KEY: '${MEMORY_KEY}' } } } });
    expect(loadConfig({ WAYFINDER_MCP_SERVERS: servers, MEMORY_KEY: 'memory-key-0123' }).mcpServers).toMatchObject([
      { name: 'memory', transport: { kind: 'stdio', env: { KEY: 'memory-key-0123' } } },
    ]);
  });

  it("stops with every problem at once, the file's beside the other variables', naming no secret", () => {
    const servers = file('invalid.json', {
      mcpServers: { dam: { url: 'https://dam.example.com/mcp', headers: { Authorization: 'Bearer ${DAM_TOKEN}' } }, memory: {} },
    });
    let error: unknown;
    try {
      loadConfig({ WAYFINDER_MCP_SERVERS: servers, PORT: 'eighty', DAM_TOKEN_OLD: 'old-secret-value' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toEqual([
      expect.stringMatching(/^PORT: /),
      `WAYFINDER_MCP_SERVERS (${servers}): mcpServers.dam.headers.Authorization: \${DAM_TOKEN} is not set in the environment`,
      `WAYFINDER_MCP_SERVERS (${servers}): mcpServers.memory: needs command (a local server over stdio) or url (Streamable HTTP)`,
    ]);
    expect((error as ConfigError).message).not.toContain('old-secret-value');
  });
});
