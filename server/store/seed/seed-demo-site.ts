// STUB: replaced by the owner of the demo site.
import type { Logger } from '../../logger.ts';
import type { ImageFileStore } from '../../services/image-files.ts';
import type { CmsStore } from '../cms-store.ts';

export async function seedDemoSite(_options: { store: CmsStore; imageFiles: ImageFileStore; logger: Logger }): Promise<Record<string, number> | undefined> {
  return undefined;
}
