import type { EntityType } from '../../conversations/working-memory/entity-type.ts';

/**
 * The kind of the site's things each tool works on: the one its results name (its extraction rule), else the one
 * most tools of its category name. A tool that deletes returns nothing to extract, yet "remove the Bridal Veil Falls
 * photo from the gallery" names what it works on as much as a tool that updates. Pure.
 */
export function toolEntityTypes(
  tools: ReadonlyArray<{ name: string; category: string; extraction: { entityType: EntityType } | null }>,
): ReadonlyMap<string, EntityType> {
  const countsByCategory = new Map<string, Map<EntityType, number>>();
  for (const { category, extraction } of tools) {
    if (!extraction) continue;
    const counts = countsByCategory.get(category) ?? new Map<EntityType, number>();
    counts.set(extraction.entityType, (counts.get(extraction.entityType) ?? 0) + 1);
    countsByCategory.set(category, counts);
  }
  const mostNamed = (category: string) => [...(countsByCategory.get(category) ?? new Map<EntityType, number>())].sort((a, b) => b[1] - a[1])[0]?.[0];
  const types = new Map<string, EntityType>();
  for (const { name, category, extraction } of tools) {
    const type = extraction?.entityType ?? mostNamed(category);
    if (type) types.set(name, type);
  }
  return types;
}
