import type { ChangeEntityType, ChangeRecord } from '../../../store/change-history.ts';
import type { CmsStore } from '../../../store/cms-store.ts';
import { REPLACE_IMAGE_TOOL } from '../images/replace-image.ts';

const NOUN: Record<ChangeEntityType, string> = {
  page: 'page',
  section: 'section',
  image: 'image',
  post: 'post',
  navigationItem: 'menu link',
  entry: 'entry',
  template: 'section template',
  collection: 'collection',
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `page Spring Offer and its 3 sections`: a page goes with the sections it has now, as cms_deletePage says it. */
async function describeDeletion(store: CmsStore, change: ChangeRecord): Promise<string> {
  const named = `${NOUN[change.entity.type]} ${change.entity.name}`;
  if (change.entity.type !== 'page') return named;
  const sections = (await store.sections.listByPage(change.entity.id)).length;
  return sections > 0 ? `${named} and its ${plural(sections, 'section')}` : named;
}

/**
 * What an undo needs the editor's yes for, in the words of the approval card, or undefined when it only
 * puts earlier values back or brings deleted content back. Undoing a creation deletes what was created
 * (a delete asks, whichever tool does it); undoing cms_replaceImage puts the old image back everywhere
 * (a site-wide replacement asks too). Other editors whose work the undo takes away are named: the undo
 * needs no more than that, as any editor may change any content, but the card must not hide whose it is.
 */
export async function describeUndoApproval({
  store,
  changes,
  editor,
}: {
  store: CmsStore;
  /** The changes the undo would undo. */
  changes: readonly ChangeRecord[];
  /** Who asks: the editor of the conversation. */
  editor: string;
}): Promise<string | undefined> {
  const open = changes.filter((change) => change.revertedByChangeId === null);
  const created = open.filter((change) => change.action === 'create');
  const deletedPages = new Set(created.flatMap((change) => (change.entity.type === 'page' && change.location?.pageSlug ? [change.location.pageSlug] : [])));
  // A section created on a page the undo deletes is counted with that page.
  const deletions = created.filter((change) => !(change.entity.type === 'section' && deletedPages.has(change.location?.pageSlug ?? '')));
  const replacements = open.filter((change) => change.action === 'update' && change.tool === REPLACE_IMAGE_TOOL);
  if (deletions.length + replacements.length === 0) return undefined;

  const effects = [
    ...(deletions.length > 0 ? [`deletes ${(await Promise.all(deletions.map((change) => describeDeletion(store, change)))).join('; ')}`] : []),
    ...(replacements.length > 0
      ? [`puts the replaced image back in ${plural(replacements.length, 'place')}: ${replacements.map((change) => change.summary).join('; ')}`]
      : []),
  ];
  const others = [...new Set([...created, ...replacements].map((change) => change.editor).filter((author) => author !== editor))];
  // The editor reads this on the approval card: how many changes, not their ids.
  return `Undoing ${plural(changes.length, 'change')} ${effects.join(', and ')}${others.length > 0 ? ` (made by ${others.join(', ')}, not you)` : ''}`;
}
