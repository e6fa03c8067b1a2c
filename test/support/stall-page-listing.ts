import { vi } from 'vitest';
import type { CmsStore } from '../../server/store/cms-store.ts';

/**
 * Makes listing pages never answer, so a turn can be stopped while `cms_listPages` runs. `reached` resolves
 * once the tool is waiting; `restore` puts the real listing back.
 */
export function stallPageListing(store: CmsStore): { reached: Promise<void>; restore: () => void } {
  let signal = () => {};
  const reached = new Promise<void>((resolve) => {
    signal = resolve;
  });
  const stalled = vi.spyOn(store.pages, 'list').mockImplementation(() => {
    signal();
    return new Promise(() => {});
  });
  return { reached, restore: () => stalled.mockRestore() };
}
