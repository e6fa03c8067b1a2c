import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToolRegistry } from '../../server/tool-runtime/tool-registry.ts';
import { buildToolRegistryFile, currentGitCommit } from '../../server/tool-runtime/tool-registry-file.ts';
import { createApp } from '../../server/app.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services.cleanup());

const registryOf = (overrides: { description?: string; rule?: string; reverse?: boolean } = {}) => {
  const tools = overrides.reverse ? [...services.tools].reverse() : services.tools;
  const metadata = services.toolSearch.metadata.map((entry) =>
    entry.name === 'cms_getPage' && overrides.description ? { ...entry, description: overrides.description } : entry,
  );
  const rules = new Map(services.toolSearch.rules);
  if (overrides.rule) rules.set('pages', overrides.rule);
  return buildToolRegistry({ tools, metadata, rules });
};

describe('tool registry', () => {
  it('has a content version that changes with a description or a rule, not with the order tools are declared in', () => {
    const base = registryOf();
    expect(base.version).toMatch(/^[0-9a-f]{16}$/);
    expect(registryOf({ reverse: true }).version).toBe(base.version);
    expect(registryOf({ description: 'Get one page by slug, with every section in order.' }).version).not.toBe(base.version);
    expect(registryOf({ rule: '# Pages\nAlways list pages first.' }).version).not.toBe(base.version);
  });

  it('is the version the server computes at startup and reports in /health', async () => {
    const file = buildToolRegistryFile({ gitCommit: null });
    expect(file.version).toBe(services.toolCatalogue.registry.version);
    const health = await (await createApp(services).request('/health')).json();
    expect(health.toolRegistry).toEqual({ version: services.toolCatalogue.registry.version });
  });

  it('describes every tool with its JSON schema and search metadata', () => {
    const file = buildToolRegistryFile({ gitCommit: 'abc123', now: new Date('2026-01-01T00:00:00Z') });
    expect(file).toMatchObject({ gitCommit: 'abc123', builtAt: '2026-01-01T00:00:00.000Z', toolCount: services.tools.length });
    const getPage = file.tools.find((entry) => entry.name === 'cms_getPage');
    expect(getPage).toMatchObject({
      category: 'pages',
      riskLevel: 'safe',
      phrases: { en: expect.any(Array) },
      inputSchema: { type: 'object', properties: { slug: expect.objectContaining({ type: 'string' }) } },
    });
    expect(Object.keys(file.rules)).toContain('pages');
  });

  it('tolerates a directory that is not a git work tree', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-no-git-'));
    try {
      expect(currentGitCommit(directory)).toBeNull();
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('npm run build:tools writes the registry file', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-registry-')), 'tool-registry.json');
    try {
      const root = path.resolve(import.meta.dirname, '..', '..');
      execFileSync(process.execPath, [path.join(root, 'scripts', 'build-tool-registry.ts'), '--out', out], { cwd: root, stdio: 'pipe' });
      const written = JSON.parse(fs.readFileSync(out, 'utf8'));
      expect(written).toMatchObject({ version: services.toolCatalogue.registry.version, toolCount: services.tools.length });
      expect(written.tools.map((tool: { name: string }) => tool.name).sort()).toEqual(services.tools.map((tool) => tool.name).sort());
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
  });
});
