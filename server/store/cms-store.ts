import type { ChangeAttribution, ChangeHistoryRepository } from './change-history.ts';
import type { CollectionRepository } from './collection-repository.ts';
import type { ContentCatalogRepository } from './content-catalog-repository.ts';
import type { ImageRepository } from './image-repository.ts';
import type { NavigationRepository } from './navigation-repository.ts';
import type { PageRepository } from './page-repository.ts';
import type { PlanRepository } from './plan-repository.ts';
import type { PostRepository } from './post-repository.ts';
import type { SecretRepository } from './secret-repository.ts';
import type { SectionRepository, SectionTemplateRepository } from './section-repository.ts';

/** Every repository the CMS tools use. Tools see only this interface, never SQL. */
export interface CmsRepositories {
  pages: PageRepository;
  sectionTemplates: SectionTemplateRepository;
  sections: SectionRepository;
  images: ImageRepository;
  posts: PostRepository;
  navigation: NavigationRepository;
  collections: CollectionRepository;
  plans: PlanRepository;
  /** Cross-entity reads: find anything by name, and the documents semantic search indexes. */
  contentCatalog: ContentCatalogRepository;
  /** Every recorded write (who, when, what changed) and undo. */
  changes: ChangeHistoryRepository;
}

export type StoreStatus = { driver: string; ok: boolean; schemaVersion: number; counts: Record<string, number> };

export interface CmsStore extends CmsRepositories {
  /**
   * Runs `work` atomically: if it throws, nothing it wrote stays. Inside, use the repositories
   * of the `transaction` argument, not the outer store.
   */
  transaction<T>(work: (transaction: CmsRepositories) => Promise<T>): Promise<T>;
  /**
   * Runs `work` as one unit: everything it writes through this store, and through other stores on the
   * same database (the turn history), commits together or not at all.
   */
  atomically<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` with its writes recorded in the change history as made by `attribution` (editor,
   * conversation, turn, tool). Writes outside any attribution are recorded as the system's.
   */
  attributed<T>(attribution: ChangeAttribution, work: () => Promise<T>): Promise<T>;
  /** Secrets shared by every process on this database. */
  secrets: SecretRepository;
  status(): Promise<StoreStatus>;
  close(): Promise<void>;
}
