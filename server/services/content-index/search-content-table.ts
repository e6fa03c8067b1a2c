import type { Table } from '@lancedb/lancedb';
import { SEARCHABLE_CONTENT_TYPES, type SearchableContentType } from '../../store/content-change.ts';
import type { ContentMatch } from './content-index.ts';
import { sqlString } from './content-rows.ts';

/** The SQL filter for the wanted content types, or undefined to search every type; unknown types are ignored. */
export function contentTypeFilter(types: readonly SearchableContentType[] | undefined): string | undefined {
  const wanted = (types ?? []).filter((type): type is SearchableContentType => SEARCHABLE_CONTENT_TYPES.includes(type));
  return wanted.length > 0 ? `type IN (${wanted.map(sqlString).join(', ')})` : undefined;
}

/** A row of the vector search as the content index reports it. */
export function toContentMatch(row: Record<string, unknown>): ContentMatch {
  return {
    type: row.type as SearchableContentType,
    id: Number(row.entityId),
    title: String(row.title),
    snippet: String(row.snippet),
    distance: Number(row._distance),
  };
}

/** The rows nearest `vector` by cosine distance, nearest first. */
export async function searchContentTable({
  table,
  vector,
  types,
  limit,
}: {
  table: Table;
  vector: number[];
  types: readonly SearchableContentType[] | undefined;
  limit: number;
}): Promise<ContentMatch[]> {
  const filter = contentTypeFilter(types);
  let search = table.vectorSearch(vector).distanceType('cosine').limit(limit);
  if (filter) search = search.where(filter);
  const rows = await search.select(['type', 'entityId', 'title', 'snippet', '_distance']).toArray();
  return rows.map(toContentMatch);
}
