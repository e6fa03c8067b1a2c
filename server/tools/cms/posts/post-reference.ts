import { z } from 'zod';
import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { PostRecord } from '../../../store/post-repository.ts';
import { NotFoundError, ValidationError } from '../../../errors/cms-errors.ts';
import { closestHint } from '../../closest-matches.ts';

// Takes `unknown` because zod cannot relate a generic shape's output type back to its id and slug fields.
function namesAPost(input: unknown): boolean {
  const { id, slug } = input as { id?: number; slug?: string };
  return id !== undefined || slug !== undefined;
}

/**
 * A tool's input schema: which post (id or slug) plus the tool's own fields.
 * Accepting either saves the model a lookup when the editor names a post by its slug.
 */
export function withPostReference<SHAPE extends z.ZodRawShape>(shape: SHAPE) {
  return z
    .object({
      id: z.number().int().positive().optional().describe("The post's id, e.g. 12. Give this or slug."),
      slug: z.string().min(1).optional().describe('The post\'s slug, e.g. "spring-menu-launch". Give this or id. Unsure? Call cms_listPosts.'),
      ...shape,
    })
    .refine(namesAPost, { message: "give the post's id or its slug", path: ['id'] });
}

/** The post a tool was pointed at, or a NotFoundError naming the slugs it might have meant. */
export async function findPost(store: Pick<CmsRepositories, 'posts'>, { id, slug }: { id?: number; slug?: string }): Promise<PostRecord> {
  if (id !== undefined) {
    const post = await store.posts.getById(id);
    if (!post) throw new NotFoundError({ entity: 'post', key: id, message: `No post with id ${id}. Call cms_listPosts to find the post, or pass its slug.` });
    if (slug !== undefined && slug !== post.slug) {
      throw new ValidationError({ fields: [{ field: 'slug', message: `post ${id} has slug "${post.slug}", not "${slug}"; pass only one of id or slug` }] });
    }
    return post;
  }
  const post = await store.posts.getBySlug(slug ?? '');
  if (post) return post;
  const hint = closestHint(slug ?? '', await store.posts.listSlugs());
  throw new NotFoundError({ entity: 'post', key: slug ?? '', message: `No post with slug "${slug}".${hint} Call cms_listPosts to see all posts.` });
}
