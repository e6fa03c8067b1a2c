import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CompleteRequestSchema, ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CmsStore } from '../store/cms-store.ts';
import { completeArgument } from './complete-argument.ts';
import { EDITOR_PROMPTS, getEditorPrompt } from './editor-prompts.ts';

/** prompts/list, prompts/get and completion/complete on a session's server (capabilities `prompts` and `completions`). */
export function registerPromptsAndCompletions(server: Server, store: CmsStore): void {
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: EDITOR_PROMPTS.map((entry) => entry.prompt) }));
  server.setRequestHandler(GetPromptRequestSchema, async ({ params }) => {
    const found = getEditorPrompt(params.name, params.arguments);
    if (!found) {
      throw new McpError(ErrorCode.InvalidParams, `No prompt "${params.name}". Prompts: ${EDITOR_PROMPTS.map((entry) => entry.prompt.name).join(', ')}.`);
    }
    return found;
  });
  server.setRequestHandler(CompleteRequestSchema, async ({ params }) => completeArgument(store, params));
}
