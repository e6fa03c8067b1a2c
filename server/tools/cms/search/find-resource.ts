import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { contentTypesInput, LOCATION_FIELDS_NOTE } from './content-types-input.ts';

export function createFindResourceTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_findResource',
    risk: 'safe',
    extraction: null,
    description:
      'Find any page, section, image, blog post or collection entry by its name or title, e.g. "pricing", "Elena Marsh", "ten essentials" ' +
      'or "hero": keyword match, best first, across all content at once. Use it to get the id or slug of something the editor names ' +
      'before reading or changing it. Each match carries its own type, id, name and a context saying where it lives. ' +
      `${LOCATION_FIELDS_NOTE} For a description rather than a name ("the post about packing"), use search_vector.`,
    inputSchema: z.object({
      name: z.string().trim().min(1).describe('Name, title, slug or filename words, e.g. "about us" or "campfire".'),
      types: contentTypesInput,
      limit: z.number().int().min(1).max(30).default(10).describe('Most matches, 1-30, e.g. 10.'),
    }),
    execute: async ({ name, types, limit }) => {
      const matches = await store.contentCatalog.findByName({ query: name, limit, ...(types ? { types } : {}) });
      if (matches.length > 0) return { matches };
      return { matches: [], hint: `Nothing is named like "${name}". Try search_vector to search by meaning.` };
    },
  });
}
