import type { EntityType } from '../../conversations/working-memory/entity-type.ts';
import { OPEN_WORLD_CATEGORIES, TOOL_CATEGORIES } from '../define-cms-tool.ts';
import type { SiteChange } from './change-markers.ts';
import { strongMatches, type ToolMatch } from './searchable-tool.ts';
import { toolEntityTypes } from './tool-entity-types.ts';
import type { ToolMetadata } from './tool-metadata.ts';

/** What a catalogue's tools say about the site's own kinds of things: which ones it only reads, and which tools write. */
export type SiteKinds = {
  /** The kind of thing each tool works on (`toolEntityTypes`). */
  entityTypes: ReadonlyMap<string, EntityType>;
  /** Kinds of the site's things some tool reads and no tool changes: Wayfinder's collection entries and section templates. */
  readOnly: ReadonlySet<EntityType>;
  /** Whether a tool changes anything (its risk is not `safe`). */
  makesChanges: (name: string) => boolean;
};

/**
 * The catalogue's facts about the site's kinds. Only the site's own tools count: what the web, an HTTP API or Pexels
 * gives is not the site's to change, and an external server's tools reach outside it too. Pure.
 */
export function siteKinds(metadata: ReadonlyArray<Pick<ToolMetadata, 'name' | 'category' | 'riskLevel' | 'extraction'>>): SiteKinds {
  const entityTypes = toolEntityTypes(metadata);
  const risks = new Map(metadata.map((tool) => [tool.name, tool.riskLevel]));
  const makesChanges = (name: string) => risks.get(name) !== 'safe';
  const builtIn: ReadonlySet<string> = new Set(TOOL_CATEGORIES);
  const changed = new Set<EntityType>();
  const read = new Set<EntityType>();
  for (const { name, category } of metadata) {
    const kind = entityTypes.get(name);
    if (kind === undefined || !builtIn.has(category) || OPEN_WORLD_CATEGORIES.has(category as never)) continue;
    (makesChanges(name) ? changed : read).add(kind);
  }
  return { entityTypes, makesChanges, readOnly: new Set([...read].filter((kind) => !changed.has(kind))) };
}

/**
 * The read-only kind a request asks to change, if any: it asks for a change and no question, its best match is a tool
 * of a kind no tool changes, and none of its strong matches makes a change or works on a kind that can be changed.
 * "update the FAQ entry's answer" found the entry tools and `cms_updateSectionContent` after them, so the model was
 * invited to write an entry through a section; the search says instead that entries can be read here but not changed
 * (docs/decisions/088). A question ("what kinds of sections can I add?") asks to read, and a strong match of another kind
 * may be what the change is for ("replace a team member's headshot everywhere, including the team collection" had
 * `cms_findImage` beside the entry tools). Pure.
 */
export function changeOfReadOnlyKind({
  matches,
  changesAsked,
  isQuestion,
  kinds,
}: {
  /** Best first. */
  matches: readonly ToolMatch[];
  changesAsked: readonly SiteChange[];
  isQuestion: boolean;
  kinds: SiteKinds;
}): EntityType | undefined {
  const [best] = matches;
  if (!best || changesAsked.length === 0 || isQuestion) return undefined;
  const kind = kinds.entityTypes.get(best.name);
  if (kind === undefined || !kinds.readOnly.has(kind)) return undefined;
  const onlyReads = ({ name }: ToolMatch) => {
    const strongKind = kinds.entityTypes.get(name);
    return !kinds.makesChanges(name) && (strongKind === undefined || kinds.readOnly.has(strongKind));
  };
  return strongMatches(matches).every(onlyReads) ? kind : undefined;
}

/** A kind in plain words, plural: "entries" for `entry`, "navigation items" for `navigationItem`. */
export function kindNoun(kind: EntityType): string {
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
}
