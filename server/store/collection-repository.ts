import type { TemplateField } from './section-repository.ts';

/**
 * A collection's fields are defined like section template fields (text, richText, image, link, list,
 * boolean, number, with required flags), and entry data is checked by the same rules.
 */
export type CollectionField = TemplateField;

export type CollectionRecord = {
  id: number;
  /** Unique, lowercase words joined by hyphens, e.g. "team-members". */
  name: string;
  label: string;
  description: string;
  fields: CollectionField[];
};

export type CollectionEntryRecord = {
  id: number;
  collectionId: number;
  /** The collection's name. */
  collection: string;
  title: string;
  /** 1 is first in the collection; positions run 1..n without gaps. */
  position: number;
  /** Values keyed by field name, valid for the collection's fields. */
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

export type CreateEntryInput = {
  /** The collection's name. */
  collection: string;
  title: string;
  data: Record<string, unknown>;
  /** Clamped to 1..n+1, later entries move down one; at the end when absent. */
  position?: number;
};

/** Only the given parts change. `data` is merged into the entry's data by field; a null value removes that field. */
export type EntryPatch = {
  title?: string;
  data?: Record<string, unknown>;
  position?: number;
};

export type ListEntriesOptions = {
  collection: string;
  limit: number;
  offset: number;
  /** Words that must all appear in the entry's title or values. */
  query?: string;
};

export interface CollectionRepository {
  listNames(): Promise<string[]>;
  getByName(name: string): Promise<CollectionRecord | undefined>;
  /** Throws ValidationError naming every bad name or field definition, ConflictError when the name is taken. */
  create(input: { name: string; label: string; description: string; fields: CollectionField[] }): Promise<CollectionRecord>;
  /** Throws NotFoundError for an unknown collection, ValidationError naming every bad value (title and data fields at once). */
  createEntry(input: CreateEntryInput): Promise<CollectionEntryRecord>;
  /** In position order. Throws NotFoundError for an unknown collection. */
  listEntries(options: ListEntriesOptions): Promise<{ entries: CollectionEntryRecord[]; total: number }>;
  getEntry(id: number): Promise<CollectionEntryRecord | undefined>;
  /** Throws NotFoundError for an unknown entry, ValidationError naming every bad value of the merged result. */
  updateEntry(id: number, patch: EntryPatch): Promise<CollectionEntryRecord>;
  /** Deletes the entry and closes the gap in its collection's positions; undefined when there was none. */
  deleteEntry(id: number): Promise<CollectionEntryRecord | undefined>;
}
