import type { RevertOutcome } from '../../store/change-history.ts';
import type { EntityType } from './entity-type.ts';
import type { EntityRefresh } from './working-memory.ts';

/**
 * The field each remembered kind of entity is named by, as the tools' extraction rules name it (a page by
 * its title, an image by its filename). Kinds named otherwise (a section by its template) keep their names.
 */
const NAME_FIELDS: Partial<Record<EntityType, string>> = { page: 'title', post: 'title', entry: 'title', navigationItem: 'label', image: 'filename' };

/**
 * What an undo (or redo) means for what conversations remember: an entity it removed is gone, and one whose
 * name it put back is known by that name again. Pure: the changes carry the fields before and after.
 */
export function entitiesAfterRevert({ changes }: Pick<RevertOutcome, 'changes'>): EntityRefresh {
  const refresh: EntityRefresh = { renamed: [], gone: [] };
  for (const { action, entity, fields } of changes) {
    const type = entity.type as EntityType;
    if (action === 'delete') {
      refresh.gone.push({ type, id: entity.id });
      continue;
    }
    const name = fields.find((field) => field.field === NAME_FIELDS[type])?.after;
    if (typeof name === 'string' && name.trim() !== '') refresh.renamed.push({ type, id: entity.id, name });
  }
  return refresh;
}
