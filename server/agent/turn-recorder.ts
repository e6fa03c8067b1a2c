import type { SessionMemory, TurnUpdate, WorkingMemoryStore } from '../services/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';
import { isToolErrorResult } from '../tools/tool-error.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import type { TurnGuard } from './guardrails/turn-guard.ts';

type StepContentPart =
  | { type: 'tool-result'; toolCallId: string; toolName: string; output: unknown }
  | { type: 'tool-error'; toolCallId: string; toolName: string; error: unknown }
  | { type: string; toolCallId?: string; toolName?: string };

/**
 * Feeds each finished step of a turn into working memory: the tools tool_search found (read from the
 * turn's guard, which records them as they are found), the entities the results name, and the
 * used-tools counter. Step by step, so an interrupted turn keeps what it did.
 */
export function createTurnRecorder({
  sessionId,
  workingMemory,
  extractor,
  turn,
  now = () => new Date(),
}: {
  sessionId: string;
  workingMemory: WorkingMemoryStore;
  extractor: EntityExtractor;
  turn: Pick<TurnGuard, 'discoveredTools'>;
  now?: () => Date;
}) {
  const recordedDiscoveries = new Set<string>();
  let latest: SessionMemory | undefined;

  return {
    async recordStep(step: { content: ReadonlyArray<StepContentPart> }) {
      const at = now().toISOString();
      const discoveredTools = [...turn.discoveredTools].filter((name) => !recordedDiscoveries.has(name));
      const update: TurnUpdate = { entities: [], discoveredTools, toolResults: [] };
      for (const part of step.content) {
        if (part.type !== 'tool-result' && part.type !== 'tool-error') continue;
        const { toolName } = part as { toolName: string };
        if (toolName === TOOL_SEARCH_NAME) continue;
        const output = part.type === 'tool-result' ? (part as { output: unknown }).output : undefined;
        const success = part.type === 'tool-result' && !isToolErrorResult(output);
        update.toolResults.push({ name: toolName, success, at });
        if (success) update.entities.push(...extractor.extract(toolName, output));
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
