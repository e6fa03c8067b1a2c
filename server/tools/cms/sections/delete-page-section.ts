import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { requireSection } from './require-section.ts';
import { sectionFields } from './section-fields.ts';
import { toSectionPreview } from './to-section-view.ts';
import { nameSection } from './name-section.ts';

export function createDeletePageSectionTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_deletePageSection',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Delete one section from its page; the sections below move up (cms_undoChanges can bring it back). ' +
      "To delete several sections of a page at once, use cms_deletePageSections. Returns the deleted section and the page's remaining sections.",
    inputSchema: z.object({ sectionId: sectionFields.sectionId }),
    describeEffect: async ({ sectionId }) => `Delete section ${await nameSection(store, await requireSection(store, sectionId))}; the sections below move up`,
    execute: async ({ sectionId }) =>
      store.transaction(async (transaction) => {
        const section = await requireSection(transaction, sectionId);
        await transaction.sections.delete(sectionId);
        const remaining = await transaction.sections.listByPage(section.pageId);
        return { deleted: toSectionPreview(section), remainingSections: remaining.map(toSectionPreview) };
      }),
  });
}
