import { NAMESPACE_SEPARATOR } from '../external/namespaced-tool-name.ts';

/**
 * The change a request asks for, read from words the tools' own phrases use for one change only, so a
 * search that clearly asks to remove something does not rank the tools that add it first: "remove the FAQ
 * block from the contact page" had ranked `cms_addSectionToPage` above both delete tools on "FAQ",
 * "contact" and "page". Tools that read are never held back: a change needs its lookups.
 */
export type SiteChange = 'add' | 'change' | 'delete' | 'publish' | 'archive' | 'undo';

const CHANGE_OF_VERB: Readonly<Record<string, SiteChange>> = {
  create: 'add',
  add: 'add',
  update: 'change',
  replace: 'change',
  toggle: 'change',
  delete: 'delete',
  remove: 'delete',
  publish: 'publish',
  archive: 'archive',
  undo: 'undo',
};

/** A word marks a change when at least this share of the phrases that use it belong to tools making it... */
export const MARKER_SHARE = 0.75;
/** ...and at least this many: a word of one or two phrases of one tool names its topic ("promo", "browser")... */
export const MARKER_MIN_PHRASES = 3;
/** ...or this many, from as many different tools making the change and from no other tool ("rename", "hernoem"). */
export const MARKER_MIN_TOOLS = 2;
/** What a tool's keyword score is multiplied by when the request clearly asks for another change. */
export const OTHER_CHANGE_WEIGHT = 0.6;

/**
 * The verb a tool's name starts with: "publish" for `cms_publishPost`, "get" for `http_get`; for an external
 * server's tool, its own name's first word: "create" for `memory__create_entities` and `crm__createContact`.
 */
export function nameVerb(toolName: string): string {
  const namespace = toolName.indexOf(NAMESPACE_SEPARATOR);
  if (namespace >= 0)
    return (
      toolName
        .slice(namespace + NAMESPACE_SEPARATOR.length)
        .match(/^[a-z]+|^[A-Z][a-z]*/)?.[0]
        ?.toLowerCase() ?? ''
    );
  return toolName.slice(toolName.indexOf('_') + 1).match(/^[a-z]+/)?.[0] ?? '';
}

/** The change a tool makes, by its name's verb; undefined for tools that read, fetch or plan. */
export function changeOfTool(toolName: string): SiteChange | undefined {
  return CHANGE_OF_VERB[nameVerb(toolName)];
}

/**
 * Terms that mark one change, learnt from the phrases: each phrase is the terms of one way an editor
 * asks for its tool. "remove", "entfern", "supprim" mark delete; "publish" marks nothing, since
 * `cms_updatePage` publishes pages and `cms_listPages` lists published ones.
 */
export function learnChangeMarkers(phrases: ReadonlyArray<{ toolName: string; terms: ReadonlySet<string> }>): Map<string, SiteChange> {
  const uses = new Map<string, { total: number; tools: Set<string>; byChange: Map<SiteChange, number> }>();
  for (const { toolName, terms } of phrases) {
    const change = changeOfTool(toolName);
    for (const term of terms) {
      const counts = uses.get(term) ?? { total: 0, tools: new Set<string>(), byChange: new Map() };
      counts.total++;
      counts.tools.add(toolName);
      if (change) counts.byChange.set(change, (counts.byChange.get(change) ?? 0) + 1);
      uses.set(term, counts);
    }
  }
  const markers = new Map<string, SiteChange>();
  for (const [term, { total, tools, byChange }] of uses) {
    // A number names which one, never what to do: "delete sections 2 and 3" had made "2" and "3" mark delete, and a
    // numbered list of steps asked for a deletion ("1. Neue Seite anlegen 2. …").
    if (!/\p{L}/u.test(term)) continue;
    for (const [change, count] of byChange) {
      const manyPhrases = count >= MARKER_MIN_PHRASES && count / total >= MARKER_SHARE;
      const everyUseAcrossTools = count === total && tools.size >= MARKER_MIN_TOOLS;
      if (manyPhrases || everyUseAcrossTools) markers.set(term, change);
    }
  }
  return markers;
}

/**
 * Whether a tool makes a change the request does not ask for while it clearly asks for another. The
 * tool's own verb in the request keeps it: "update and publish a blog post" keeps `cms_publishPost`,
 * though only "update" is a marker.
 */
export function asksForOtherChange({
  change,
  verbTerms,
  requestChanges,
  requestTerms,
}: {
  /** The tool's change; undefined for tools that read. */
  change: SiteChange | undefined;
  /** The terms of the tool's name verb. */
  verbTerms: readonly string[];
  /** The changes the request's marker terms name. */
  requestChanges: ReadonlySet<SiteChange>;
  requestTerms: ReadonlySet<string>;
}): boolean {
  if (change === undefined || requestChanges.size === 0 || requestChanges.has(change)) return false;
  return !verbTerms.some((term) => requestTerms.has(term));
}
