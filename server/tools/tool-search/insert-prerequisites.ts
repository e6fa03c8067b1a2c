import type { ToolMatch } from './searchable-tool.ts';

/** Matches at least this share of the best one's confidence are the query's own answers; the rest are guesses. */
const STRONG_SHARE = 0.5;

/**
 * The matches' names with the best match's prerequisites placed right after the strong matches, above the
 * weak guesses: "put the tent photo in the services gallery" needs `cms_findImage` and `cms_getPageSections`
 * beside `cms_addImageToSection`, though it names neither.
 */
export function insertPrerequisites({
  matches,
  prerequisitesOf,
}: {
  /** Best first. */
  matches: readonly ToolMatch[];
  prerequisitesOf: (name: string) => readonly string[];
}): string[] {
  const [best] = matches;
  if (!best) return [];
  const strong = matches.filter((match) => match.confidence >= STRONG_SHARE * best.confidence).length;
  const names = matches.map((match) => match.name);
  return [...new Set([...names.slice(0, strong), ...prerequisitesOf(best.name), ...names.slice(strong)])];
}
