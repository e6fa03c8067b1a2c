export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export type PageRecord = {
  id: number;
  /** Unique; the page's path is `/${slug}`. Lowercase letters, digits and hyphens. */
  slug: string;
  title: string;
  status: PageStatus;
  metaTitle: string | null;
  metaDescription: string | null;
  createdAt: string;
  updatedAt: string;
};

export type PageListing = PageRecord & { sectionCount: number };

export type CreatePageInput = {
  slug: string;
  title: string;
  status?: PageStatus;
  metaTitle?: string | null;
  metaDescription?: string | null;
};

/** Only the keys present change; `null` clears a meta field. */
export type PagePatch = Partial<CreatePageInput>;

/** What deleting a page took with it through ON DELETE CASCADE. */
export type PageDeletion = {
  page: PageRecord;
  sectionIds: number[];
  /** Items linking to the page, plus their child items. */
  navigationItemsRemoved: number;
};

export interface PageRepository {
  listSlugs(): Promise<string[]>;
  list(options?: { status?: PageStatus }): Promise<PageListing[]>;
  getBySlug(slug: string): Promise<PageRecord | undefined>;
  getById(id: number): Promise<PageRecord | undefined>;
  /** Throws ConflictError when the slug is taken. */
  create(input: CreatePageInput): Promise<PageRecord>;
  /** Throws NotFoundError for a missing page, ConflictError when the new slug is taken. */
  update(id: number, patch: PagePatch): Promise<PageRecord>;
  /** Deletes the page, its sections and the navigation items pointing at it. Throws NotFoundError for a missing page. */
  delete(id: number): Promise<PageDeletion>;
}
