import { execFileSync } from 'node:child_process';
import { describeCmsTools } from '../tools/cms/describe-cms-tools.ts';
import { validateToolIndex } from '../tools/tool-search/build-tool-index.ts';
import { loadCategoryRules } from '../tools/tool-search/category-rules.ts';
import { CMS_TOOL_PHRASES } from '../tools/cms/phrases.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from './entity-extraction/custom-extractors.ts';
import { buildToolRegistry, type ToolRegistry } from './tool-registry.ts';

export type ToolRegistryFile = ToolRegistry & { gitCommit: string | null; builtAt: string; toolCount: number };

/** The contents of `data/tool-registry.json`, built from the tool modules without starting any service. */
export function buildToolRegistryFile({ gitCommit, now = new Date() }: { gitCommit: string | null; now?: Date }): ToolRegistryFile {
  const tools = describeCmsTools();
  const metadata = validateToolIndex({ tools, phrases: CMS_TOOL_PHRASES, customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES });
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
