import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMcpServersFile } from '../../../server/tools/external/mcp-servers-file.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-mcp-servers-file-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = path.join(directory, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe('readMcpServersFile', () => {
  it('reads both transports in the clients’ shape, expanding ${VAR} references, with every expanded, header and env value kept as a secret', () => {
    write('dam.discovery.json', { tools: { search_assets: { phrases: { en: ['find a photo in the DAM'] }, relatedTools: ['get_asset'] } } });
    const file = write('servers.json', {
      mcpServers: {
        dam: { url: 'https://dam.example.com/mcp?key=${DAM_KEY}', headers: { Authorization: 'Bearer ${DAM_TOKEN}' }, discovery: 'dam.discovery.json' },
        memory: { command: 'node', args: ['server.js', '--file', '${MEMORY_FILE}'], env: { API_KEY: 'literal-api-key-1' }, autoApprove: ['create_entities'] },
        off: { command: 'node', disabled: true },
      },
    });
    const { servers, problems } = readMcpServersFile({
      file,
      environment: { DAM_KEY: 'dam-key-secret', DAM_TOKEN: 'dam-token-secret', MEMORY_FILE: '/tmp/memory.jsonl' },
    });
    expect(problems).toEqual([]);
    expect(servers.map((server) => server.name)).toEqual(['dam', 'memory']);
    const [dam, memory] = servers;
    expect(dam).toMatchObject({
      transport: { kind: 'http', url: 'https://dam.example.com/mcp?key=dam-key-secret', headers: { Authorization: 'Bearer dam-token-secret' } },
      shownAs: 'https://dam.example.com/mcp',
      facts: { search_assets: { phrases: { en: ['find a photo in the DAM'] }, relatedTools: ['get_asset'], prerequisites: [] } },
    });
    expect(dam!.secrets).toEqual(expect.arrayContaining(['dam-key-secret', 'dam-token-secret', 'Bearer dam-token-secret']));
    expect(memory).toMatchObject({
      transport: { kind: 'stdio', command: 'node', args: ['server.js', '--file', '/tmp/memory.jsonl'], env: { API_KEY: 'literal-api-key-1' } },
      autoApprove: ['create_entities'],
      shownAs: 'node',
    });
    expect(memory!.secrets).toEqual(expect.arrayContaining(['/tmp/memory.jsonl', 'literal-api-key-1']));
  });

  it('names every problem of the file, its discovery files and its variables at once, quoting no value', () => {
    write('broken.discovery.json', { tools: { search: { phrases: { xx: ['nope'] }, extra: true } } });
    const file = write('invalid.json', {
      mcpServers: {
        Bad_Name: { command: 'node' },
        pages: { command: 'node' },
        both: { command: 'node', url: 'https://example.com/mcp' },
        neither: { args: [] },
        old: { type: 'sse', url: 'https://example.com/sse' },
        typo: { command: 'node', autoaprove: ['x'] },
        secret: { url: 'https://user:hunter2@example.com/mcp', headers: { Authorization: 'Bearer ${UNSET_TOKEN}' } },
        facts: { command: 'node', discovery: 'broken.discovery.json' },
        missing: { command: 'node', discovery: 'no-such-file.json' },
      },
    });
    const { servers, problems } = readMcpServersFile({ file, environment: {} });
    expect(servers).toEqual([]);
    const text = problems.join('\n');
    for (const expected of [
      'mcpServers.Bad_Name: server names are 1–30 lower-case letters',
      'mcpServers.pages: "pages" is the name of Wayfinder\'s own tools',
      'mcpServers.both: give either command',
      'mcpServers.neither: needs command',
      'mcpServers.old.type: the SSE transport is deprecated',
      'mcpServers.typo: Unrecognized key: "autoaprove"',
      'mcpServers.secret.headers.Authorization: ${UNSET_TOKEN} is not set in the environment',
      'mcpServers.secret.url: may not carry credentials',
      'mcpServers.facts.discovery',
      'mcpServers.missing.discovery: cannot read',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('hunter2');
  });

  it('reports a file that is not JSON, or not in the mcpServers shape', () => {
    expect(readMcpServersFile({ file: write('not.json', '{ mcpServers: '), environment: {} }).problems).toEqual([expect.stringContaining('is not valid JSON')]);
    expect(readMcpServersFile({ file: write('servers-key.json', { servers: {} }), environment: {} }).problems.join()).toContain('mcpServers');
    expect(readMcpServersFile({ file: path.join(directory, 'absent.json'), environment: {} }).problems).toEqual([expect.stringContaining('ENOENT')]);
  });
});
