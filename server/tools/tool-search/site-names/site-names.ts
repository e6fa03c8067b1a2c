import type { EntityType } from '../../../conversations/working-memory/entity-type.ts';
import { foldAccents } from '../../../text/fold-accents.ts';
import { isStopWord } from '../../../text/stop-words.ts';
import { tokenize } from '../../../text/tokenize.ts';

/** Something the site holds, by the words editors name it with: a page's title, a card's heading, a menu label. */
export type SiteName = { entityType: EntityType; name: string };

/** Which kinds of the site's things a request names, each with the longest run of words it names one by. */
export type SiteNameIndex = { namedIn(query: string): ReadonlyMap<EntityType, number> };

/** Fewer content words name too much ("the trip"); more rarely belong to one name and cost lookups. */
const MIN_NAMED_WORDS = 2;
const MAX_NAMED_WORDS = 6;
/** Longer text is prose (a paragraph, a description), not a name editors quote. */
const MAX_NAME_CHARACTERS = 80;
/**
 * Caps what a very large site costs: 20,000 names took 0.44 s to index (on the event loop, after each burst of writes)
 * and 39 MB; 5,000 take about a quarter. The longest names carry the most runs and are left out first.
 */
const MAX_NAMES = 5_000;

const words = (text: string) => tokenize(foldAccents(text), { splitIdentifiers: false, segmentUnspacedScripts: true });

/**
 * The runs of words a request may name a site's thing by: every run of 2 to 6 words of a name that starts and ends
 * on a content word and holds at least two. "Groups of eight or fewer" is named by "groups of eight", "eight or
 * fewer" and the whole; "the trip" names nothing. Decision 082.
 */
function namingRuns(name: string): string[] {
  const nameWords = words(name);
  const runs: string[] = [];
  for (let start = 0; start < nameWords.length; start += 1) {
    if (isStopWord(nameWords[start]!)) continue;
    let contentWords = 1;
    for (let end = start + 1; end < Math.min(nameWords.length, start + MAX_NAMED_WORDS); end += 1) {
      if (isStopWord(nameWords[end]!)) continue;
      contentWords += 1;
      if (contentWords >= MIN_NAMED_WORDS) runs.push(nameWords.slice(start, end + 1).join(' '));
    }
  }
  return runs;
}

/**
 * Indexes the site's names by their naming runs. Pure. A request that quotes a card ("change the Backpacker Kit
 * price"), a testimonial or a post title without naming a tool says where the change lives; the ranker reads it
 * as evidence for the tools of that kind (`rankingFeatures`).
 */
export function createSiteNameIndex(names: readonly SiteName[]): SiteNameIndex {
  const kindsByRun = new Map<string, Set<EntityType>>();
  const kept = names
    .filter(({ name }) => name.trim().length > 0 && name.length <= MAX_NAME_CHARACTERS)
    .sort((a, b) => a.name.length - b.name.length)
    .slice(0, MAX_NAMES);
  for (const { entityType, name } of kept) {
    for (const run of namingRuns(name)) {
      const kinds = kindsByRun.get(run) ?? new Set();
      kinds.add(entityType);
      kindsByRun.set(run, kinds);
    }
  }
  return {
    namedIn(query) {
      const named = new Map<EntityType, number>();
      if (kindsByRun.size === 0) return named;
      const queryWords = words(query);
      for (let start = 0; start < queryWords.length; start += 1) {
        for (let end = start + 1; end < Math.min(queryWords.length, start + MAX_NAMED_WORDS); end += 1) {
          const kinds = kindsByRun.get(queryWords.slice(start, end + 1).join(' '));
          for (const kind of kinds ?? []) named.set(kind, Math.max(named.get(kind) ?? 0, end - start + 1));
        }
      }
      return named;
    },
  };
}

/** A site without names: nothing is named. */
export const NO_SITE_NAMES: SiteNameIndex = { namedIn: () => new Map() };

/** What in a section's or an entry's content can be a name: short text values, not links, files or settings. */
export function namesInContent(content: unknown, entityType: EntityType): SiteName[] {
  const names: SiteName[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (LINK_OR_FILE.test(value.trim())) return;
      names.push({ entityType, name: value });
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(content);
  return names.filter(({ name }) => name.length <= MAX_NAME_CHARACTERS);
}

const LINK_OR_FILE = /^(?:\/|#|https?:|mailto:|tel:)|\.(?:png|jpe?g|gif|webp|svg|avif)$/i;

/** The site's things as `siteNamesOf` reads them, from the store or from seed files alike. */
export type SiteContent = {
  pages: ReadonlyArray<{ title: string; sections: readonly unknown[] }>;
  posts: ReadonlyArray<{ title: string }>;
  images: ReadonlyArray<{ filename: string; altText?: string | null }>;
  navigationLabels: readonly string[];
  entries: ReadonlyArray<{ title: string; data: unknown }>;
};

/** Every name the site's things go by. Pure. An image goes by its file name read as words ("kayaks on river"). */
export function siteNamesOf({ pages, posts, images, navigationLabels, entries }: SiteContent): SiteName[] {
  return [
    ...pages.map(({ title }) => ({ entityType: 'page' as const, name: title })),
    ...pages.flatMap(({ sections }) => sections.flatMap((content) => namesInContent(content, 'section'))),
    ...posts.map(({ title }) => ({ entityType: 'post' as const, name: title })),
    ...images.flatMap(({ filename, altText }) => [
      { entityType: 'image' as const, name: filename.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ') },
      ...(altText ? [{ entityType: 'image' as const, name: altText }] : []),
    ]),
    ...navigationLabels.map((label) => ({ entityType: 'navigationItem' as const, name: label })),
    ...entries.flatMap(({ title, data }) => [{ entityType: 'entry' as const, name: title }, ...namesInContent(data, 'entry')]),
  ];
}
