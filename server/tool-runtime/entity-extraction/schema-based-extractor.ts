import type { Logger } from '../../logger.ts';
import type { MemoryEntity } from '../../conversations/working-memory/working-memory.ts';
import type { ExtractionRule } from '../../tools/extraction-rule.ts';
import { isToolErrorResult } from '../../tools/tool-error.ts';
import { applyExtractionRule } from './apply-extraction-rule.ts';
import { CUSTOM_EXTRACTORS } from './custom-extractors.ts';
import { type CustomExtractor, type EntityCandidate, toMemoryEntity } from './entity-candidate.ts';

export type EntityExtractor = {
  /** The entities a tool result names, in the result's order, all seen now. Never throws. */
  extract(toolName: string, result: unknown): MemoryEntity[];
};

export type SchemaBasedExtractorOptions = {
  /** A tool's extraction rule, e.g. `(name) => toolSearch.getMetadata(name)?.extraction`. */
  rules: (toolName: string) => ExtractionRule | null | undefined;
  /** Tried before the rule. Defaults to CUSTOM_EXTRACTORS. */
  customExtractors?: Readonly<Record<string, CustomExtractor>>;
  logger: Pick<Logger, 'warn'>;
  /** Clock for seenAt; tests pin it. */
  now?: () => Date;
};

/**
 * Reads entities out of tool results with each tool's extraction rule, or its custom extractor where
 * one exists. A broken rule or extractor costs that result its entities, never the turn.
 */
export function createSchemaBasedExtractor({
  rules,
  customExtractors = CUSTOM_EXTRACTORS,
  logger,
  now = () => new Date(),
}: SchemaBasedExtractorOptions): EntityExtractor {
  const findCandidates = (toolName: string, result: unknown): EntityCandidate[] => {
    const customExtractor = Object.hasOwn(customExtractors, toolName) ? customExtractors[toolName] : undefined;
    if (customExtractor) return customExtractor(result);
    const rule = rules(toolName);
    return rule ? applyExtractionRule(rule, result) : [];
  };

  return {
    extract(toolName, result) {
      if (isToolErrorResult(result)) return [];
      try {
        const seenAt = now().toISOString();
        return findCandidates(toolName, result).flatMap((candidate) => toMemoryEntity(candidate, seenAt) ?? []);
      } catch (error) {
        logger.warn({ error, toolName }, `entity extraction failed for ${toolName}; its result adds nothing to working memory`);
        return [];
      }
    },
  };
}
