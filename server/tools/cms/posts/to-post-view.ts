import type { PostRecord } from '../../../store/post-repository.ts';

/** What a list shows per post: enough to pick one and see its state, without the body. */
export function toPostSummary(post: PostRecord) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    publishedAt: post.publishedAt,
    author: post.author,
    excerpt: post.excerpt,
    tags: post.tags,
  };
}

export function toPostDetail(post: PostRecord) {
  return { ...toPostSummary(post), body: post.body, featuredImageId: post.featuredImageId, createdAt: post.createdAt, updatedAt: post.updatedAt };
}
