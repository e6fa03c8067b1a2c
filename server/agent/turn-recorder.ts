import type { ConversationMemory, TurnUpdate, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { isToolErrorResult } from '../tools/tool-error.ts';
import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import { calledTool } from './inline-tools.ts';

type StepContentPart =
  | { type: 'tool-result'; toolCallId: string; toolName: string; input: unknown; output: unknown }
  | { type: 'tool-error'; toolCallId: string; toolName: string; input: unknown; error: unknown }
  | { type: string; toolCallId?: string; toolName?: string; input?: unknown };

/**
 * Feeds each finished step of a turn into working memory: the tools tool_search found and the entities
 * each call's result names (both read from the turn's guard, where the tool runtime leaves them as calls
 * end), and the used-tools counter (a call_tool counted as the tool it ran). Step by step, so an interrupted turn
 * keeps what it did.
 */
export function createTurnRecorder({
  sessionId,
  workingMemory,
  turn,
  now = () => new Date(),
}: {
  sessionId: string;
  workingMemory: WorkingMemoryStore;
  turn: Pick<TurnGuard, 'discoveredTools' | 'entitiesByCall'>;
  now?: () => Date;
}) {
  const recordedDiscoveries = new Set<string>();
  let latest: ConversationMemory | undefined;

  return {
    async recordStep(step: { content: ReadonlyArray<StepContentPart> }) {
      const at = now().toISOString();
      const discoveredTools = [...turn.discoveredTools].filter((name) => !recordedDiscoveries.has(name));
      const update: TurnUpdate = { entities: [], discoveredTools, toolResults: [] };
      for (const part of step.content) {
        if (part.type !== 'tool-result' && part.type !== 'tool-error') continue;
        const { toolName, toolCallId, input } = part as { toolName: string; toolCallId: string; input: unknown };
        // A call_tool counts as the tool it ran (inline loading); one whose own arguments were wrong ran nothing.
        const called = calledTool({ toolName, input });
        if (!called || called.name === TOOL_SEARCH_NAME) continue;
        const output = part.type === 'tool-result' ? (part as { output: unknown }).output : undefined;
        const success = part.type === 'tool-result' && !isToolErrorResult(output);
        update.toolResults.push({ name: called.name, success, at });
        if (success) update.entities.push(...(turn.entitiesByCall.get(toolCallId) ?? []));
      }
      if (update.discoveredTools.length + update.toolResults.length === 0) return;
      latest = await workingMemory.recordTurn(sessionId, update);
      for (const name of discoveredTools) recordedDiscoveries.add(name);
    },

    get memory() {
      return latest;
    },
  };
}
