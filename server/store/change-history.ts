/** The kinds of CMS rows whose writes are recorded in the change history. */
export const CHANGE_ENTITY_TYPES = ['page', 'section', 'image', 'post', 'navigationItem', 'entry', 'template', 'collection'] as const;
export type ChangeEntityType = (typeof CHANGE_ENTITY_TYPES)[number];

export type ChangeAction = 'create' | 'update' | 'delete';

/**
 * What a change was to the editor: an edit, an undo (reverting it redoes what it undid) or a redo (reverting
 * it undoes again). Undo and redo are recorded as changes like any other; this says which way they went.
 */
export type ChangeKind = 'edit' | 'undo' | 'redo';

/**
 * Who is writing: set around an agent's tool call (editor, conversation, turn, tool) or an editor's request.
 * Writes outside any attribution are recorded as editor "system".
 */
export type ChangeAttribution = {
  editor: string;
  sessionId?: string;
  /** The turn's number within the conversation. */
  turn?: number;
  /** The tool that wrote, e.g. "cms_updateSectionContent"; absent for writes made by a route. */
  tool?: string;
  /** false: the writes are not recorded at all. Only the demo seed uses it: the starting point, not an edit. */
  recorded?: boolean;
};

/** One field that a change touched: absent `before` for a created entity, absent `after` for a deleted one. */
export type ChangedField = { field: string; before?: unknown; after?: unknown };

/** Where a change can be seen on the site, for a preview link; the preview decides the URL. */
export type ChangeLocation = { pageSlug?: string; pageTitle?: string; sectionId?: number; postSlug?: string; collection?: string; menu?: string };

export type ChangeRecord = {
  id: number;
  /** ISO time of the commit. */
  at: string;
  editor: string;
  sessionId: string | null;
  turn: number | null;
  tool: string | null;
  action: ChangeAction;
  entity: { type: ChangeEntityType; id: number; name: string };
  /** For people, e.g. `Home › Hero banner: heading 'Welcome' → 'Spring Sale'` or `Deleted page Careers (4 sections, 1 menu link)`. */
  summary: string;
  fields: ChangedField[];
  kind: ChangeKind;
  /** The change this one undid, when it is an undo or a redo. */
  revertsChangeId: number | null;
  /** The change that undid this one, while it is undone (a redo of that undo clears it). */
  revertedByChangeId: number | null;
  /** Why this change cannot be undone, when it cannot (a deleted image's file is gone). */
  irreversible: string | null;
  /** Where the entity can be seen now; null when it is nowhere (deleted) or not shown on pages. */
  location: ChangeLocation | null;
};

export type ChangeFilter = {
  sessionId?: string;
  turn?: number;
  editor?: string;
  entityType?: ChangeEntityType;
  entityId?: number;
  /** Changes to this page or to a section it has now. */
  pageId?: number;
  /** Newest first; at most this many (1..200). */
  limit: number;
  /** Paging: only changes with a smaller id (the previous page's `nextCursor`). */
  before?: number;
};

export type RevertOutcome = {
  /** The changes that were undone, newest first. */
  reverted: ChangeRecord[];
  /** The changes the undo made, recorded like any other (each `revertsChangeId` names its original). */
  changes: ChangeRecord[];
};

/** Hears each committed undo, whoever asked for it (a tool or a route): what learned from the undone turns forgets it. */
export type AfterRevert = (outcome: RevertOutcome) => Promise<void>;

export interface ChangeHistoryRepository {
  list(filter: ChangeFilter): Promise<{ changes: ChangeRecord[]; nextCursor: number | null }>;
  get(id: number): Promise<ChangeRecord | undefined>;
  /**
   * Undoes the given changes, newest first, in one transaction, and records the undo as changes. All
   * or nothing: ConflictError (and nothing changed) when one was undone already, cannot be undone, or
   * its entity changed since (the message says what is different); NotFoundError for an unknown id.
   */
  revert(changeIds: readonly number[]): Promise<RevertOutcome>;
}
