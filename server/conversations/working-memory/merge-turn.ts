import type { MemoryEntity, ConversationMemory, TurnUpdate, UsedTool } from './working-memory.ts';

/** How many entities a conversation remembers; older mentions are dropped. */
export const MAX_REMEMBERED_ENTITIES = 10;

/**
 * What the conversation's memory holds after a turn. Pure, so the store can run it as the middle of a
 * read-modify-write inside one transaction.
 */
export function mergeTurn({ memory, update, now }: { memory: ConversationMemory; update: TurnUpdate; now: string }): ConversationMemory {
  return {
    ...memory,
    updatedAt: now,
    entities: mergeEntities(memory.entities, update.entities),
    discoveredTools: mergeDiscoveredTools(memory.discoveredTools, update.discoveredTools),
    usedTools: mergeUsedTools(memory.usedTools, update.toolResults),
    ...(update.summary === undefined ? {} : { summary: update.summary }),
  };
}

const entityKey = (entity: MemoryEntity) => `${entity.type}:${String(entity.id)}`;

/**
 * Newest first by seenAt; the latest mention of a type+id wins. Turns can commit out of order, so
 * "newest" is the later seenAt, not the later write. At equal seenAt the incoming mention comes
 * first, in the order the update lists it (a search's best match stays ahead of its weaker ones).
 */
export function mergeEntities(existing: readonly MemoryEntity[], incoming: readonly MemoryEntity[]): MemoryEntity[] {
  const latestByKey = new Map<string, MemoryEntity>();
  for (const entity of [...incoming, ...existing]) {
    const key = entityKey(entity);
    const kept = latestByKey.get(key);
    if (!kept || entity.seenAt > kept.seenAt) latestByKey.set(key, entity);
  }
  // Array.prototype.sort is stable, so ties keep the incoming-then-existing order built above.
  return [...latestByKey.values()].sort((a, b) => compareText(b.seenAt, a.seenAt)).slice(0, MAX_REMEMBERED_ENTITIES);
}

/** Append-only: a tool keeps the place of its first discovery. */
export function mergeDiscoveredTools(existing: readonly string[], incoming: readonly string[]): string[] {
  const merged = [...existing];
  for (const name of incoming) if (!merged.includes(name)) merged.push(name);
  return merged;
}

/**
 * Every result counts once; lastUsed/lastResult follow the latest result by time, whichever turn
 * wrote it. Most recently used first, then by name.
 */
export function mergeUsedTools(existing: readonly UsedTool[], results: TurnUpdate['toolResults']): UsedTool[] {
  const byName = new Map(existing.map((tool) => [tool.name, { ...tool }]));
  for (const result of results) {
    const lastResult = result.success ? 'success' : 'error';
    const tool = byName.get(result.name);
    if (!tool) {
      byName.set(result.name, { name: result.name, count: 1, lastUsed: result.at, lastResult });
      continue;
    }
    tool.count += 1;
    if (result.at >= tool.lastUsed) Object.assign(tool, { lastUsed: result.at, lastResult });
  }
  return [...byName.values()].sort((a, b) => compareText(b.lastUsed, a.lastUsed) || compareText(a.name, b.name));
}

/** Code-unit order, as the store orders names (whatever the database's locale), so memory and store agree on ties. ISO times sort as text. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
