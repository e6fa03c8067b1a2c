import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every .ts file under the given folders, relative to the repository root. */
function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(folder, file)),
  );
}

// Static, re-exported, side-effect and dynamic imports with relative paths; type-only ones count too:
// a type import in the wrong direction is the same design problem.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/** file -> the project files it imports (packages are not part of the graph). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((match) => path.normalize(path.join(path.dirname(file), match[1]!)));
      return [file, targets];
    }),
  );
}

/** Each import circle once, as the files along it (depth-first search over the graph). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'visiting') cycles.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target) && graph.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the import graph', () => {
  const graph = importGraph(sourceFiles('server', 'scripts'));

  it('has no import circles in server/ and scripts/', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps the store, services, conversation state, errors and text analysis below tools, the tool runtime, agent and routes', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      /^server\/(store|services|conversations|errors|text)\//.test(file)
        ? targets
            .filter((target) => /^server\/(tools|tool-runtime|agent|http)\/|^server\/(compose|app|main)\.ts$/.test(target))
            .map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('keeps tools below the agent and the routes, and server/ free of test code', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (file.startsWith('server/tools/') && /^server\/(tool-runtime|agent|http)\/|^server\/(compose|app|main)\.ts$/.test(target)) ||
            (/^(server|scripts)\//.test(file) && target.startsWith('test/')),
        )
        .map((target) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the MCP surface on top: only the app and the stdio entry import server/mcp', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      /^server\/(store|services|conversations|errors|text|tools|agent|http)\//.test(file)
        ? targets.filter((target) => target.startsWith(path.normalize('server/mcp/'))).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the tool runtime below both of its surfaces: it imports neither the agent, MCP nor the routes', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith(path.normalize('server/tool-runtime/'))
        ? targets.filter((target) => /^server\/(agent|mcp|http)\/|^server\/(compose|app|main|config)\.ts$/.test(target)).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('keeps mcp and agent apart: neither imports the other, in either direction (both are adapters over the tool runtime)', () => {
    const crossing = [...graph].flatMap(([file, targets]) => {
      const other = file.startsWith(path.normalize('server/mcp/'))
        ? 'server/agent/'
        : file.startsWith(path.normalize('server/agent/'))
          ? 'server/mcp/'
          : undefined;
      return other ? targets.filter((target) => target.startsWith(path.normalize(other))).map((target) => `${file} -> ${target}`) : [];
    });
    expect(crossing).toEqual([]);
  });

  it('keeps services and conversation state below their configuration: nothing in server/services or server/conversations imports config.ts', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      /^server\/(services|conversations)\//.test(file)
        ? targets.filter((target) => target === path.normalize('server/config.ts')).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('keeps conversation state free of the clients: nothing in server/conversations imports server/services (the container wires both)', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      file.startsWith(path.normalize('server/conversations/'))
        ? targets.filter((target) => target.startsWith(path.normalize('server/services/'))).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('finds the imports it checks (a guard against a regex that matches nothing)', () => {
    expect(graph.get(path.normalize('server/compose.ts'))).toContain(path.normalize('server/services/container.ts'));
    expect(graph.get(path.normalize('server/services/container.ts'))).toContain(path.normalize('server/conversations/working-memory/sql-working-memory.ts'));
    expect(graph.get(path.normalize('server/agent/to-ai-tools.ts'))).toContain(path.normalize('server/tool-runtime/tool-runtime.ts'));
    expect(graph.get(path.normalize('server/mcp/create-wayfinder-mcp-server.ts'))).toContain(path.normalize('server/tool-runtime/tool-runtime.ts'));
  });
});
