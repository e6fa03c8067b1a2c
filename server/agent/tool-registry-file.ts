import { execFileSync } from 'node:child_process';
import type { Config } from '../config.ts';
import type { ToolServices } from '../services/container.ts';
import { createCmsTools } from '../tools/cms/index.ts';
import { validateToolIndex } from '../tools/discovery/build-tool-index.ts';
import { loadCategoryRules } from '../tools/discovery/category-rules.ts';
import { TOOL_DISCOVERY } from '../tools/discovery/tool-index.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from './entity-extraction/custom-extractors.ts';
import { buildToolRegistry, type ToolRegistry } from './tool-registry.ts';

export type ToolRegistryFile = ToolRegistry & { gitCommit: string | null; builtAt: string; toolCount: number };

/**
 * The contents of `data/tool-registry.json`, built from the tool modules without starting the
 * services: tool factories only capture their services, and describing a tool never runs it, so
 * configuration is the one service they need here.
 */
export function buildToolRegistryFile({ config, gitCommit, now = new Date() }: { config: Config; gitCommit: string | null; now?: Date }): ToolRegistryFile {
  const tools = createCmsTools({ config } as ToolServices);
  const metadata = validateToolIndex({ tools, discovery: TOOL_DISCOVERY, customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES });
  const registry = buildToolRegistry({ tools, metadata, rules: loadCategoryRules({ categories: metadata.map((entry) => entry.category) }) });
  return { version: registry.version, gitCommit, builtAt: now.toISOString(), toolCount: registry.tools.length, tools: registry.tools, rules: registry.rules };
}

/** The checked-out commit, or null outside a git work tree (a tarball, a container without git). */
export function currentGitCommit(directory: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: directory, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}
