import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { pageSlug } from '../pages/page-fields.ts';
import { requirePage } from '../pages/require-page.ts';
import { toSectionPreview } from './to-section-view.ts';
import { nameSection } from './name-section.ts';

export function createDeletePageSectionsTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_deletePageSections',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Delete several sections of one page at once; the rest close up in order (cms_undoChanges can bring them back). ' +
      'Ids that do not exist or belong to another page are skipped and reported, the others are deleted together. ' +
      "Returns the deleted sections, the skipped ids with the reason, and the page's remaining sections. Get ids from cms_getPageSections.",
    inputSchema: z.object({
      pageSlug: pageSlug('Slug of the page the sections belong to, e.g. "home".'),
      sectionIds: z
        .array(z.number().int().positive())
        .min(1)
        .max(100)
        .describe("Ids of the sections to delete, e.g. [12, 15]. cms_getPageSections lists a page's section ids."),
    }),
    describeEffect: async ({ pageSlug: slug, sectionIds }) => {
      const page = await requirePage(store, slug);
      const sections = (await Promise.all([...new Set(sectionIds)].map((id) => store.sections.getById(id)))).filter((section) => section?.pageId === page.id);
      const names = await Promise.all(sections.map((section) => nameSection(store, section!)));
      const skipped = new Set(sectionIds).size - sections.length;
      return `Delete ${names.length} ${names.length === 1 ? 'section' : 'sections'} of ${page.title}: ${names.map((name) => name.replace(`${page.title} › `, '')).join(', ')}${
        skipped > 0 ? ` (${skipped} other ${skipped === 1 ? 'id is' : 'ids are'} not on this page and will be skipped)` : ''
      }`;
    },
    execute: async ({ pageSlug: slug, sectionIds }) =>
      store.transaction(async (transaction) => {
        const page = await requirePage(transaction, slug);
        const deleted = [];
        const skipped = [];
        for (const sectionId of new Set(sectionIds)) {
          const section = await transaction.sections.getById(sectionId);
          if (!section) {
            skipped.push({ id: sectionId, reason: 'no section has this id' });
          } else if (section.pageId !== page.id) {
            const owner = await transaction.pages.getById(section.pageId);
            skipped.push({ id: sectionId, reason: `belongs to page "${owner?.slug}", not "${page.slug}"` });
          } else {
            await transaction.sections.delete(sectionId);
            deleted.push(toSectionPreview(section));
          }
        }
        const remaining = await transaction.sections.listByPage(page.id);
        return { deleted, skipped, remainingSections: remaining.map(toSectionPreview) };
      }),
  });
}
