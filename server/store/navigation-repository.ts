/** Where a navigation item leads: one of the site's pages (followed when its slug changes) or a URL. */
export type NavigationTarget = { type: 'page'; pageId: number; pageSlug: string; pageTitle: string } | { type: 'url'; url: string };

export type NavigationItemRecord = {
  id: number;
  /** Which menu the item belongs to, e.g. "main" or "footer". */
  menu: string;
  label: string;
  target: NavigationTarget;
  parentId: number | null;
  /** 1 is first among its siblings; siblings run 1..n without gaps. */
  position: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
};

export type NavigationTreeItem = NavigationItemRecord & { children: NavigationTreeItem[] };

export type CreateNavigationItemInput = {
  /** Defaults to "main". */
  menu?: string;
  label: string;
  /** The target: exactly one of pageSlug and url. */
  pageSlug?: string;
  /** An absolute http(s) URL or a site path such as "/blog". */
  url?: string;
  /** An item of the same menu; top level when absent. */
  parentId?: number;
  /** Clamped to 1..n+1; the siblings from there on move down one. At the end when absent. */
  position?: number;
  /** Defaults to true. */
  enabled?: boolean;
};

/**
 * Only the given fields change. A pageSlug or url replaces the target. parentId null moves the item to
 * the top level; a new parent or position renumbers the old and new siblings in the same transaction.
 */
export type NavigationItemPatch = {
  label?: string;
  pageSlug?: string;
  url?: string;
  parentId?: number | null;
  position?: number;
  enabled?: boolean;
};

export interface NavigationRepository {
  /** Names of the menus that have items, alphabetical. */
  listMenus(): Promise<string[]>;
  /** Every item of a menu (or of all menus), flat: by menu, then parent, then position. */
  list(menu?: string): Promise<NavigationItemRecord[]>;
  /** The menu's top-level items in order, each with its children nested; empty for an unknown menu. */
  getTree(menu: string): Promise<NavigationTreeItem[]>;
  getById(id: number): Promise<NavigationItemRecord | undefined>;
  /** Throws ValidationError naming every bad field (empty label, unknown page, bad URL, missing parent…). */
  create(input: CreateNavigationItemInput): Promise<NavigationItemRecord>;
  /** Throws NotFoundError for an unknown id, ValidationError naming every bad field (including a parent inside the item itself). */
  update(id: number, patch: NavigationItemPatch): Promise<NavigationItemRecord>;
  /**
   * Deletes the item and everything nested under it, closing the gap among its siblings.
   * `removedIds` lists the item and its descendants; undefined when there was no such item.
   */
  delete(id: number): Promise<{ item: NavigationItemRecord; removedIds: number[] } | undefined>;
}
