import type { SearchableContentType } from '../../store/content-change.ts';
import type { EntityType } from '../../conversations/working-memory/entity-type.ts';
import { readPath } from './apply-extraction-rule.ts';
import type { CustomExtractor, EntityCandidate } from './entity-candidate.ts';

/** Content types the search tools return, as working memory names them. */
const ENTITY_TYPE_BY_CONTENT_TYPE = new Map<unknown, EntityType>(
  Object.entries({ page: 'page', section: 'section', post: 'post', entry: 'entry', image: 'image' } satisfies Record<SearchableContentType, EntityType>),
);

/** Search results mix types, so each match says its own; a rule (one entityType per tool) cannot express that. */
function typedMatches({ listPath, nameField }: { listPath: string; nameField: string }): CustomExtractor {
  return (result) => {
    const list = readPath(result, listPath);
    if (list === undefined) return [];
    if (!Array.isArray(list)) throw new Error(`expected an array at "${listPath}", found ${typeof list}`);
    return list.flatMap((match): EntityCandidate[] => {
      const type = ENTITY_TYPE_BY_CONTENT_TYPE.get(readPath(match, 'type'));
      return type ? [{ type, id: readPath(match, 'id'), name: readPath(match, nameField) }] : [];
    });
  };
}

/** Hand-written extractors by tool name; a tool listed here must have `extraction: null` in the tool index. */
export const CUSTOM_EXTRACTORS = {
  /** `{ matches: [{ type, id, name, context, slug? }] }` */
  cms_findResource: typedMatches({ listPath: 'matches', nameField: 'name' }),
  /** `{ results: [{ type, id, title, snippet, score, context }] }` */
  search_vector: typedMatches({ listPath: 'results', nameField: 'title' }),
} satisfies Record<string, CustomExtractor>;

/** For `validateToolIndex({ customExtractorToolNames })`. */
export const CUSTOM_EXTRACTOR_TOOL_NAMES = Object.keys(CUSTOM_EXTRACTORS) as ReadonlyArray<keyof typeof CUSTOM_EXTRACTORS>;
