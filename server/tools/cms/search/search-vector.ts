import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { contentTypesInput, LOCATION_FIELDS_NOTE } from './content-types-input.ts';

export function createSearchVectorTool({ store, contentIndex }: Pick<ToolDependencies, 'store' | 'contentIndex'>) {
  return defineCmsTool({
    name: 'search_vector',
    title: 'Semantic site search',
    risk: 'safe',
    extraction: null,
    description:
      'Semantic search across the whole site: pages, page sections, blog posts, collection entries (team, FAQ…) and images, matched by ' +
      'meaning rather than exact words, e.g. "what should I pack for a trek" finds a gear checklist post. Use it when you do not know ' +
      'where something is written or what it is called; when you know a name, cms_findResource is faster and exact. Each result says its ' +
      `type, id, title, a short snippet and a score (cosine distance: closer to 0 is a better match; above about 0.7 is weak). ${LOCATION_FIELDS_NOTE}`,
    inputSchema: z.object({
      query: z.string().trim().min(2).describe('What to look for, in plain words, e.g. "wilderness first aid training".'),
      types: contentTypesInput,
      limit: z.number().int().min(1).max(25).default(8).describe('Most results, 1-25, e.g. 8.'),
    }),
    execute: async ({ query, types, limit }) => {
      const matches = await contentIndex.search({ query, limit, ...(types ? { types } : {}) });
      const locations = await store.contentCatalog.locate(matches);
      const byKey = new Map(locations.map((location) => [`${location.type}:${location.id}`, location]));
      const results = matches.flatMap((match) => {
        const location = byKey.get(`${match.type}:${match.id}`);
        if (!location) return [];
        const { type, id, name: _name, ...where } = location;
        return [{ type, id, title: match.title, snippet: match.snippet, score: Number(match.distance.toFixed(3)), ...where }];
      });
      if (results.length > 0) return { results };
      return { results: [], hint: 'Nothing is indexed for these types yet. Try cms_findResource, or search without a types filter.' };
    },
  });
}
