import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { SectionRecord } from '../../../store/section-repository.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { oneOf } from '../../schema-helpers.ts';
import { describeFields, type FieldProblem, ValidationError } from '../../../errors/cms-errors.ts';
import { toSectionView } from '../sections/to-section-view.ts';
import { emptyToNull, pageFields, pageSlug } from './page-fields.ts';
import { toPageSummary } from './to-page-summary.ts';

type SectionInput = { template: string; content: Record<string, unknown> };

/**
 * Creates every section, collecting each one's validation problems (prefixed "sections[i].") instead of
 * stopping at the first, so one answer names them all; any problem then fails the whole transaction.
 */
async function createSections(transaction: CmsRepositories, pageId: number, sections: SectionInput[]): Promise<SectionRecord[]> {
  const created: SectionRecord[] = [];
  const problems: FieldProblem[] = [];
  for (const [index, { template, content }] of sections.entries()) {
    try {
      created.push(await transaction.sections.create({ pageId, templateName: template, content }));
    } catch (error) {
      if (!ValidationError.isInstance(error)) throw error;
      problems.push(
        ...error.fields.map((problem) => ({ field: `sections[${index}].${problem.field}`, message: `${problem.message} (template "${template}")` })),
      );
    }
  }
  if (problems.length > 0) {
    throw new ValidationError({
      fields: problems,
      message: `Nothing was created: some sections do not fit their templates (cms_getSectionFields lists each template's fields). ${describeFields(problems)}`,
    });
  }
  return created;
}

export function createCreatePageWithContentTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_createPageWithContent',
    risk: 'moderate',
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
    description:
      "Create a page and all its sections in one step, top to bottom. All or nothing: if any section's content does not fit its template, " +
      'nothing is created and the error names every bad field by its path. ' +
      'Call cms_getSectionFields for each template you use first. Returns the page and its sections with their ids.',
    inputSchema: (choices) =>
      z.object({
        slug: pageSlug('New page\'s slug, its path without "/", e.g. "services". Must not be taken: cms_listPages shows existing ones.'),
        title: pageFields.title,
        status: pageFields.status.optional().describe('Defaults to "draft". "published" makes it live, e.g. "draft".'),
        metaTitle: pageFields.metaTitle.optional(),
        metaDescription: pageFields.metaDescription.optional(),
        sections: z
          .array(
            z.object({
              template: oneOf(choices.templateNames, 'Section template, e.g. "hero". cms_listSectionTemplates describes each.'),
              content: z
                .record(z.string(), z.unknown())
                .describe(
                  'Field values keyed by field name, as cms_getSectionFields lists them, e.g. { "heading": "Our services", "body": "We **bake** daily." }.',
                ),
            }),
          )
          .min(1)
          .max(30)
          .describe('Sections in page order, top first, e.g. [{ "template": "hero", "content": { "heading": "Welcome" } }].'),
      }),
    execute: async ({ slug, title, status, metaTitle, metaDescription, sections }) =>
      store.transaction(async (transaction) => {
        const page = await transaction.pages.create({ slug, title, status, metaTitle: emptyToNull(metaTitle), metaDescription: emptyToNull(metaDescription) });
        const created = await createSections(transaction, page.id, sections);
        return { page: toPageSummary(page), sections: created.map(toSectionView) };
      }),
  });
}
