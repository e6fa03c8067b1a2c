/**
 * Fills the remaining room up to `limit` with tools related to those found, in the order found:
 * a request that needs `cms_addSectionToPage` usually also needs `cms_getSectionFields`.
 */
export function expandWithRelatedTools({
  names,
  limit,
  relatedTools,
}: {
  names: readonly string[];
  limit: number;
  relatedTools: (name: string) => readonly string[];
}): string[] {
  const result = names.slice(0, limit);
  if (result.length === 0) return result;
  const seen = new Set(result);
  for (const name of names.slice(0, limit)) {
    for (const related of relatedTools(name)) {
      if (result.length >= limit) return result;
      if (!seen.has(related)) {
        seen.add(related);
        result.push(related);
      }
    }
  }
  return result;
}
