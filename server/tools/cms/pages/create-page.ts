import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { emptyToNull, pageFields, pageSlug } from './page-fields.ts';
import { toPageSummary } from './to-page-summary.ts';

export function createCreatePageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_createPage',
    risk: 'moderate',
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Create an empty page (no sections yet) with a slug, title, status and optional SEO meta. Returns the new page. ' +
      'To create a page together with its sections in one step, use cms_createPageWithContent instead; ' +
      'to fill this page afterwards, call cms_addSectionToPage. Fails with CONFLICT if the slug is taken.',
    inputSchema: z.object({
      slug: pageSlug('New page\'s slug, its path without "/", e.g. "about-us". Must not be taken: cms_listPages shows existing ones.'),
      title: pageFields.title,
      status: pageFields.status.optional().describe('Defaults to "draft". "published" makes it live, e.g. "draft".'),
      metaTitle: pageFields.metaTitle.optional(),
      metaDescription: pageFields.metaDescription.optional(),
    }),
    execute: async ({ slug, title, status, metaTitle, metaDescription }) => {
      const page = await store.pages.create({ slug, title, status, metaTitle: emptyToNull(metaTitle), metaDescription: emptyToNull(metaDescription) });
      return { page: toPageSummary(page), next: 'Add content with cms_addSectionToPage (cms_getSectionFields shows what each template needs).' };
    },
  });
}
