import type { Logger } from '../logger.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import type { SessionMemory, TurnUpdate, WorkingMemoryStore } from '../services/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';
import { isToolErrorResult } from '../tools/tool-error.ts';
import { toolNamesFromSearchOutput } from './discovered-tools.ts';

export type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';

type StepContentPart =
  | { type: 'tool-result'; toolCallId: string; toolName: string; output: unknown }
  | { type: 'tool-error'; toolCallId: string; toolName: string; error: unknown }
  | { type: string; toolCallId?: string; toolName?: string };

/**
 * Feeds each finished step of a turn into working memory: tools tool_search found, entities the
 * results name, and the used-tools counter. Step by step, so an interrupted turn keeps what it did.
 */
export function createTurnRecorder({ sessionId, workingMemory, extractor, logger, now = () => new Date() }: {
  sessionId: string;
  workingMemory: WorkingMemoryStore;
  extractor: EntityExtractor;
  logger: Logger;
  now?: () => Date;
}) {
  const processed = new Set<string>();
  let latest: SessionMemory | undefined;

  return {
    async recordStep(step: { content: ReadonlyArray<StepContentPart> }) {
      const at = now().toISOString();
      const update: TurnUpdate = { entities: [], discoveredTools: [], toolResults: [] };
      for (const part of step.content) {
        if (part.type !== 'tool-result' && part.type !== 'tool-error') continue;
        const { toolCallId, toolName } = part as { toolCallId: string; toolName: string };
        processed.add(toolCallId);
        if (toolName === TOOL_SEARCH_NAME) {
          if (part.type === 'tool-result') update.discoveredTools.push(...toolNamesFromSearchOutput((part as { output: unknown }).output));
          continue;
        }
        const output = part.type === 'tool-result' ? (part as { output: unknown }).output : undefined;
        const success = part.type === 'tool-result' && !isToolErrorResult(output);
        update.toolResults.push({ name: toolName, success, at });
        if (success) update.entities.push(...extractor.extract(toolName, output));
      }
      if (update.discoveredTools.length + update.toolResults.length === 0) return;
      latest = await workingMemory.recordTurn(sessionId, update);
    },

    /** Warns when tool results went by without reaching working memory: extraction would be silently broken. */
    checkAllProcessed(steps: ReadonlyArray<{ content: ReadonlyArray<StepContentPart> }>) {
      const missed = steps
        .flatMap((step) => step.content)
        .filter((part) => (part.type === 'tool-result' || part.type === 'tool-error') && !processed.has(part.toolCallId!));
      if (missed.length > 0) {
        logger.warn({ sessionId, tools: [...new Set(missed.map((part) => part.toolName))] }, 'tool results were not recorded in working memory');
      }
    },

    get memory() {
      return latest;
    },
  };
}
