import { strongMatches, type ToolMatch } from './searchable-tool.ts';

/**
 * The matches' names with the best match's prerequisites placed right after the strong matches, above the
 * weak guesses: "put the tent photo in the services gallery" needs `cms_findImage` and `cms_getPage`
 * beside `cms_addImageToSection`, though it names neither. They always fit within `limit`: when the strong
 * matches would push them out, the last strong matches make room ("delete post 'Holiday Gift Cards'" had five
 * strong deletion tools and lost `cms_listPosts`, which finds the post's id).
 */
export function insertPrerequisites({
  matches,
  prerequisitesOf,
  limit,
}: {
  /** Best first. */
  matches: readonly ToolMatch[];
  prerequisitesOf: (name: string) => readonly string[];
  /** How many names the answer will keep. */
  limit: number;
}): string[] {
  const [best] = matches;
  if (!best) return [];
  const strong = strongMatches(matches).length;
  const names = matches.map((match) => match.name);
  const needed = prerequisitesOf(best.name).filter((name) => !names.slice(0, strong).includes(name));
  const above = Math.max(1, Math.min(strong, limit - needed.length));
  return [...new Set([...names.slice(0, above), ...needed, ...names.slice(above)])];
}
