import type { EntityType } from '../../conversations/working-memory/entity-type.ts';
import type { MemoryEntity } from '../../conversations/working-memory/working-memory.ts';

/** What an extractor read from a result, before the extractor checks that the id and name are usable. */
export type EntityCandidate = { type: EntityType; id: unknown; name: unknown };

/** Reads a tool result the shape of which an extraction rule cannot describe (e.g. each match has its own type). */
export type CustomExtractor = (result: unknown) => EntityCandidate[];

/** A candidate with a usable id (non-empty string or finite number) and name, as working memory stores it. */
export function toMemoryEntity(candidate: EntityCandidate, seenAt: string): MemoryEntity | undefined {
  const { type, id, name } = candidate;
  const usableId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
  const usableName = (typeof name === 'string' && name.trim() !== '') || typeof name === 'number';
  if (!usableId || !usableName) return undefined;
  return { type, id: id as string | number, name: String(name), seenAt };
}
