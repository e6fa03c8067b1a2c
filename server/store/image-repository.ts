/** An uploaded image's metadata; the bytes live in the image file store under `storagePath`. */
export type ImageRecord = {
  id: number;
  /** Unique across the library, e.g. "alpine-summit-sunrise.png". */
  filename: string;
  /** Relative to the uploads directory; never shown to the model. */
  storagePath: string;
  mimeType: string;
  sizeBytes: number;
  width: number;
  height: number;
  altText: string;
  description: string;
  tags: string[];
  sourceUrl?: string;
  credit?: string;
  createdAt: string;
  updatedAt: string;
};

/** A new image; when the filename is taken, a suffix makes it unique: "mountain.png" becomes "mountain-2.png". */
export type CreateImageInput = Omit<ImageRecord, 'id' | 'createdAt' | 'updatedAt'>;

export type ImagePatch = {
  altText?: string;
  description?: string;
  tags?: string[];
  /** Must stay unique: ConflictError when another image has it. */
  filename?: string;
};

export type ListImagesOptions = {
  limit: number;
  offset: number;
  /** Exact tag, case-insensitive. */
  tag?: string;
};

export interface ImageRepository {
  create(input: CreateImageInput): Promise<ImageRecord>;
  getById(id: number): Promise<ImageRecord | undefined>;
  /** The images that exist among `ids`, in the order of `ids`. */
  getByIds(ids: readonly number[]): Promise<ImageRecord[]>;
  getByFilename(filename: string): Promise<ImageRecord | undefined>;
  /** Newest first. */
  list(options: ListImagesOptions): Promise<{ images: ImageRecord[]; total: number }>;
  /** Throws NotFoundError for an unknown id, ConflictError when the new filename is taken. */
  update(id: number, patch: ImagePatch): Promise<ImageRecord>;
  /**
   * Deletes the record (posts featuring it lose their featured image); returns it so the caller can
   * remove the file, or undefined when there was none. Section content is the caller's to clear first.
   */
  delete(id: number): Promise<ImageRecord | undefined>;
}
