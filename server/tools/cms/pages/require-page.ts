import type { PageRecord } from '../../../store/page-repository.ts';
import type { CmsRepositories } from '../../../store/cms-store.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';
import { closestHint } from '../../closest-matches.ts';

/** The page with this slug, or a NotFoundError naming the nearest slugs so the model can correct itself. */
export async function requirePage(store: Pick<CmsRepositories, 'pages'>, slug: string): Promise<PageRecord> {
  const page = await store.pages.getBySlug(slug);
  if (page) return page;
  const slugs = await store.pages.listSlugs();
  const message =
    slugs.length === 0
      ? `No page "${slug}": there are no pages yet. Create one with cms_createPage.`
      : `No page "${slug}".${closestHint(slug, slugs)} Call cms_listPages for all pages.`;
  throw new NotFoundError({ entity: 'page', key: slug, message });
}
