import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { ImageUsages } from '../../../store/content-catalog-repository.ts';
import { type ImageRewrite, rewriteImageReferences } from './rewrite-image-references.ts';

type Repositories = Pick<CmsRepositories, 'sections' | 'sectionTemplates' | 'collections'>;

export type SectionImageRewrite = { sectionId: number; pageSlug: string; template: string; rewrite: ImageRewrite };
export type EntryImageRewrite = { entryId: number; collection: string; title: string; rewrite: ImageRewrite };
export type ImageRewritePlans = { sections: SectionImageRewrite[]; entries: EntryImageRewrite[] };

/** What would change in each section and collection entry that shows image `from`; nothing is written yet. */
export async function planImageRewrites(
  repositories: Repositories,
  usages: ImageUsages,
  change: { from: number; to: number | null },
): Promise<ImageRewritePlans> {
  const sections = await Promise.all(
    usages.sections.map(async (usage) => {
      const [section, template] = await Promise.all([
        repositories.sections.getById(usage.sectionId),
        repositories.sectionTemplates.getByName(usage.templateName),
      ]);
      if (!section || !template) return [];
      const rewrite = rewriteImageReferences(template.fields, section.content, change);
      return rewrite.paths.length === 0 ? [] : [{ sectionId: section.id, pageSlug: usage.pageSlug, template: usage.templateName, rewrite }];
    }),
  );
  const entries = await Promise.all(
    usages.entries.map(async (usage) => {
      const [entry, collection] = await Promise.all([repositories.collections.getEntry(usage.entryId), repositories.collections.getByName(usage.collection)]);
      if (!entry || !collection) return [];
      const rewrite = rewriteImageReferences(collection.fields, entry.data, change);
      return rewrite.paths.length === 0 ? [] : [{ entryId: entry.id, collection: usage.collection, title: entry.title, rewrite }];
    }),
  );
  return { sections: sections.flat(), entries: entries.flat() };
}

export async function applyImageRewrites(repositories: Repositories, plans: ImageRewritePlans): Promise<void> {
  for (const plan of plans.sections) await repositories.sections.updateContent(plan.sectionId, plan.rewrite.patch);
  for (const plan of plans.entries) await repositories.collections.updateEntry(plan.entryId, { data: plan.rewrite.patch });
}

/** Each place as a phrase for a message, e.g. `hero section 3 on /home (backgroundImage)`, listing `paths` of its rewrite. */
export function describePlaces(plans: ImageRewritePlans, paths: (rewrite: ImageRewrite) => string[] = (rewrite) => rewrite.paths): string[] {
  return [
    ...plans.sections
      .filter((plan) => paths(plan.rewrite).length > 0)
      .map((plan) => `${plan.template} section ${plan.sectionId} on /${plan.pageSlug} (${paths(plan.rewrite).join(', ')})`),
    ...plans.entries
      .filter((plan) => paths(plan.rewrite).length > 0)
      .map((plan) => `${plan.collection} entry ${plan.entryId} "${plan.title}" (${paths(plan.rewrite).join(', ')})`),
  ];
}

/** The places changed, shaped for the tool's result. */
export function toChangedPlaces(plans: ImageRewritePlans) {
  return {
    sections: plans.sections.map(({ sectionId, pageSlug, template, rewrite }) => ({ sectionId, pageSlug, template, fields: rewrite.paths })),
    entries: plans.entries.map(({ entryId, collection, title, rewrite }) => ({ entryId, collection, title, fields: rewrite.paths })),
  };
}
