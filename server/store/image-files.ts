import fs from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { ValidationError } from '../errors/cms-errors.ts';

export type StoredImageFile = {
  /** Relative to the uploads directory; what the images table stores. */
  storagePath: string;
  mimeType: string;
  sizeBytes: number;
  width: number;
  height: number;
};

const MIME_BY_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

/** Image bytes on local disk under the data directory. A server deployment can swap in object storage. */
export interface ImageFileStore {
  save(options: { filename: string; bytes: Uint8Array }): Promise<StoredImageFile>;
  read(storagePath: string): Promise<Uint8Array>;
  remove(storagePath: string): Promise<void>;
}

export function createLocalImageFileStore({ directory }: { directory: string }): ImageFileStore {
  const resolveInside = (storagePath: string) => {
    const absolute = path.resolve(directory, storagePath);
    if (!absolute.startsWith(path.resolve(directory) + path.sep))
      throw new ValidationError({ fields: [{ field: 'storagePath', message: 'points outside the uploads directory' }] });
    return absolute;
  };
  return {
    async save({ filename, bytes }) {
      let dimensions: { width?: number; height?: number; type?: string };
      try {
        dimensions = imageSize(bytes);
      } catch {
        throw new ValidationError({ fields: [{ field: 'file', message: `"${filename}" is not a recognised image (png, jpeg, gif, webp, svg, avif)` }] });
      }
      const type = dimensions.type ?? 'bin';
      const base =
        path
          .basename(filename, path.extname(filename))
          .replace(/[^a-zA-Z0-9._-]+/g, '-')
          .slice(0, 80) || 'image';
      const storagePath = `${new Date().toISOString().slice(0, 7)}/${base}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.${type === 'jpg' ? 'jpg' : type}`;
      const absolute = resolveInside(storagePath);
      await fs.mkdir(path.dirname(absolute), { recursive: true });
      await fs.writeFile(absolute, bytes);
      return {
        storagePath,
        mimeType: MIME_BY_TYPE[type] ?? 'application/octet-stream',
        sizeBytes: bytes.byteLength,
        width: dimensions.width ?? 0,
        height: dimensions.height ?? 0,
      };
    },
    read: async (storagePath) => new Uint8Array(await fs.readFile(resolveInside(storagePath))),
    async remove(storagePath) {
      await fs.rm(resolveInside(storagePath), { force: true });
    },
  };
}
