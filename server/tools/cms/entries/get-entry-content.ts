import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';

export function createGetEntryContentTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getEntryContent',
    risk: 'safe',
    extraction: { path: 'entry', entityType: 'entry', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Get one collection entry in full: its collection, title, position and every field value. ' +
      "Find the id first with cms_getCollectionEntries, which also describes the collection's fields.",
    inputSchema: z.object({
      id: z.number().int().positive().describe("The entry's id, e.g. 31 (from cms_getCollectionEntries)"),
    }),
    execute: async ({ id }) => {
      const entry = await store.collections.getEntry(id);
      if (!entry) {
        const names = await store.collections.listNames();
        const known = names.length > 0 ? ` (collections: ${names.map((name) => `"${name}"`).join(', ')})` : '';
        throw new NotFoundError({
          entity: 'entry',
          key: id,
          message: `No collection entry with id ${id}. Call cms_getCollectionEntries to list a collection's entries${known}.`,
        });
      }
      return {
        entry: { id: entry.id, collection: entry.collection, title: entry.title, position: entry.position, data: entry.data, updatedAt: entry.updatedAt },
      };
    },
  });
}
