import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { clip, collectTextValues } from '../../../store/content-text.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { oneOf } from '../../schema-helpers.ts';
import { describeTemplateFields } from '../sections/describe-template-fields.ts';
import { requireCollection } from './require-collection.ts';

const PREVIEW_LENGTH = 140;

export function createGetCollectionEntriesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getCollectionEntries',
    risk: 'safe',
    extraction: { path: 'entries', entityType: 'entry', idField: 'id', nameField: 'title', isArray: true },
    description:
      'List the entries of a content collection (e.g. team members, testimonials, FAQs, menu items) in their display order, ' +
      "optionally only those containing some words. Returns the collection's fields (name, type, required, expected value), " +
      "each entry's id, title, position and a short text preview, the total matching and nextOffset for the next page. " +
      "Call cms_getEntryContent with an id for an entry's full data.",
    inputSchema: (choices) =>
      z.object({
        collection: oneOf(choices.collectionNames, 'Collection name, e.g. "team-members"'),
        query: z.string().optional().describe('Words that must all appear in the entry\'s title or values, e.g. "chef"'),
        limit: z.number().int().min(1).max(50).default(20).describe('Entries per page, 1-50, e.g. 20'),
        offset: z.number().int().min(0).default(0).describe('Entries to skip, e.g. 20 for the second page'),
      }),
    execute: async ({ collection: name, query, limit, offset }) => {
      const collection = await requireCollection(store, name);
      const { entries, total } = await store.collections.listEntries({ collection: name, query, limit, offset });
      return {
        collection: { name: collection.name, label: collection.label, description: collection.description, fields: describeTemplateFields(collection.fields) },
        total,
        offset,
        nextOffset: offset + entries.length < total ? offset + entries.length : null,
        entries: entries.map((entry) => ({
          id: entry.id,
          title: entry.title,
          position: entry.position,
          preview: clip(collectTextValues(collection.fields, entry.data).join(' · '), PREVIEW_LENGTH),
        })),
      };
    },
  });
}
