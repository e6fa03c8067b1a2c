import type { CmsTool } from './define-cms-tool.ts';
import type { ExternalTool } from './external/external-tool.ts';

/** Any tool the tool runtime can run: one of Wayfinder's own, or an external MCP server's. */
export type CatalogueTool = CmsTool | ExternalTool;

export const isExternalTool = (tool: CatalogueTool): tool is ExternalTool => 'source' in tool;
