import type { ExtractionRule } from '../../tools/extraction-rule.ts';
import type { EntityCandidate } from './entity-candidate.ts';

/** Reads a dot path ("page.sections"); '' is the value itself. Missing steps give undefined. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const step of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * The candidates a rule names in a result. Nothing at the path means nothing to remember; a value of the
 * wrong shape means the rule no longer matches the tool, so it throws for the extractor to log.
 */
export function applyExtractionRule(rule: ExtractionRule, result: unknown): EntityCandidate[] {
  const found = readPath(result, rule.path);
  if (found === undefined || found === null) return [];
  if (rule.isArray && !Array.isArray(found)) throw new Error(`expected an array at "${rule.path}", found ${typeof found}`);
  if (!rule.isArray && (typeof found !== 'object' || Array.isArray(found)))
    throw new Error(`expected an object at "${rule.path}", found ${Array.isArray(found) ? 'an array' : typeof found}`);
  const items: unknown[] = rule.isArray ? (found as unknown[]) : [found];
  return items.map((item) => ({ type: rule.entityType, id: readPath(item, rule.idField), name: readPath(item, rule.nameField) }));
}
