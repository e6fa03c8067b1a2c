import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { emptyToNull, pageFields, pageSlug } from './page-fields.ts';
import { requirePage } from './require-page.ts';
import { toPageSummary } from './to-page-summary.ts';

export function createUpdatePageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_updatePage',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
    description:
      "Change a page's title, slug, status (publish or unpublish) or SEO meta title/description. Pass only what should change; " +
      'the rest stays. Returns the updated page. Section content is changed with cms_updateSectionContent instead.',
    inputSchema: z
      .object({
        slug: pageSlug('Current slug of the page to change, e.g. "about". Unsure? Call cms_listPages.'),
        newSlug: pageSlug('New slug, e.g. "about-us". Navigation items follow the page; links typed into section content as "/old-slug" do not.').optional(),
        title: pageFields.title.optional(),
        status: pageFields.status.optional(),
        metaTitle: pageFields.metaTitle.optional(),
        metaDescription: pageFields.metaDescription.optional(),
      })
      .refine(({ slug: _slug, ...changes }) => Object.values(changes).some((value) => value !== undefined), {
        message: 'nothing to change: pass at least one of newSlug, title, status, metaTitle, metaDescription',
      }),
    execute: async ({ slug, newSlug, title, status, metaTitle, metaDescription }) => {
      const page = await requirePage(store, slug);
      const updated = await store.pages.update(page.id, {
        slug: newSlug,
        title,
        status,
        metaTitle: emptyToNull(metaTitle),
        metaDescription: emptyToNull(metaDescription),
      });
      return { page: toPageSummary(updated) };
    },
  });
}
