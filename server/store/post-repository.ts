export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type PostRecord = {
  id: number;
  slug: string;
  title: string;
  /** Markdown. */
  body: string;
  excerpt: string;
  status: PostStatus;
  /** ISO timestamp; null while the post is a draft that was never published (or was moved back to draft). */
  publishedAt: string | null;
  author: string;
  tags: string[];
  featuredImageId: number | null;
  createdAt: string;
  updatedAt: string;
};

export type CreatePostInput = {
  title: string;
  /** Lowercase words joined by hyphens. Derived from the title when absent, with -2, -3… appended until unique. */
  slug?: string;
  body: string;
  excerpt?: string;
  /** Defaults to 'draft'. */
  status?: PostStatus;
  /** Any ISO-8601 date or date-time. Defaults to now when the status is published; a draft has none. */
  publishedAt?: string;
  author: string;
  tags?: string[];
  featuredImageId?: number;
};

/**
 * Only the given fields change. Moving a post to 'draft' clears its publication date; moving it to
 * 'published' without a date sets it to now unless it already had one.
 */
export type UpdatePostInput = {
  title?: string;
  slug?: string;
  body?: string;
  excerpt?: string;
  status?: PostStatus;
  publishedAt?: string | null;
  author?: string;
  tags?: string[];
  featuredImageId?: number | null;
};

export type ListPostsOptions = {
  status?: PostStatus;
  /** Exact tag, case-insensitive. */
  tag?: string;
  /** Words searched in title, excerpt and body. */
  query?: string;
  /** ISO date or date-time, inclusive. */
  publishedAfter?: string;
  /** ISO date or date-time, exclusive. */
  publishedBefore?: string;
  limit: number;
  offset: number;
};

export interface PostRepository {
  /** Throws ValidationError naming every bad field (empty title, bad date, missing image, slug taken…). */
  create(input: CreatePostInput): Promise<PostRecord>;
  getById(id: number): Promise<PostRecord | undefined>;
  getBySlug(slug: string): Promise<PostRecord | undefined>;
  /** Newest first: by publication date, then creation date for drafts. */
  list(options: ListPostsOptions): Promise<{ posts: PostRecord[]; total: number }>;
  listSlugs(): Promise<string[]>;
  /** Throws NotFoundError for an unknown id, ValidationError naming every bad field. */
  update(id: number, changes: UpdatePostInput): Promise<PostRecord>;
  /** Returns the deleted post, or undefined when there was none. */
  delete(id: number): Promise<PostRecord | undefined>;
}
