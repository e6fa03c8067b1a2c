import { createKeywordIndex, type KeywordIndexOptions, type KeywordMatch } from './keyword-index.ts';
import type { QueryWords } from './query-words.ts';
import type { ToolPhrases } from './tool-metadata.ts';

/**
 * A capability a catalogue does not have, with the words it is asked for by, per language as a tool's phrases are
 * (`server/tools/cms/limits.ts`).
 */
export type CatalogueLimit = { capability: string; phrases: ToolPhrases['phrases'] };

/** Which of a catalogue's limits a request asks for, if any. */
export type CatalogueLimits = {
  /** `words`: what the tools' words know of the request (`KeywordIndex.describeQuery`). */
  askedFor(
    query: string,
    evidence: { bestTool: KeywordMatch | undefined; words: Pick<QueryWords, 'unknownShare' | 'unknownWords'> },
  ): CatalogueLimit | undefined;
};

/**
 * How far a limit must explain the request's word weight, and by how much more than the keyword index's best tool. A
 * limit that has a word of the request no tool text has ("upload", "Instagram", "favicon") clears the lowest bar: it
 * only has to explain as much as the best tool, since that word is what the tools cannot account for. A request that
 * asks, in part, for what no tool text says ("send the newsletter to our subscribers") clears the middle bar; one made
 * only of words some tool has ("send email", "generate image with AI") must be explained by the limit with a wider
 * lead, as "publish the post" is no limit's, however phrased.
 */
const BARS = {
  withWordNoToolHas: { coverage: 0.55, leadOverTools: 0 },
  withUnknownWords: { coverage: 0.6, leadOverTools: 0.1 },
  inToolWords: { coverage: 0.65, leadOverTools: 0.2 },
};
/** The share of the request's word weight that no tool text has (`QueryWords.unknownShare`) for the lower bar. */
const MIN_UNKNOWN_SHARE = 0.3;

/**
 * The limits as their own keyword index, so they move no tool's BM25 weights. A request one of them explains better
 * than any tool ("send the newsletter to our subscribers", "set up a 301 redirect") asks for something the catalogue
 * cannot do: the search answers "nothing matched" instead of the tools its other words touch (decision 085).
 */
export function createCatalogueLimits(
  limits: readonly CatalogueLimit[],
  { queryLanguages }: Pick<KeywordIndexOptions, 'queryLanguages'> = {},
): CatalogueLimits {
  if (limits.length === 0) return { askedFor: () => undefined };
  // Only the phrases are searched: a capability's name ("scheduled publishing") shares words with what the tools do,
  // and the entries are named by their position, digits no request's words meet.
  const index = createKeywordIndex(
    limits.map(({ phrases }, position) => ({ name: String(position), description: '', parameters: [], phrases })),
    // A limit is asked for in its own words: a word the limits lack is not read as a typo or compound of theirs, or
    // their editor-style sentences explain requests the tools carry out ("vilka blogginlägg är arkiverade?").
    { readUnknownWords: false, queryLanguages },
  );
  return {
    askedFor(query, { bestTool, words }) {
      const best = index.search({ query, limit: 1 })[0];
      if (!best) return undefined;
      const limitTerms = index.termsOf(best.name);
      const hasWordNoToolHas = words.unknownWords.some((terms) => terms.some((term) => limitTerms.has(term)));
      const bar = hasWordNoToolHas ? BARS.withWordNoToolHas : words.unknownShare >= MIN_UNKNOWN_SHARE ? BARS.withUnknownWords : BARS.inToolWords;
      if (best.evidence.coverage < bar.coverage) return undefined;
      return best.evidence.coverage >= (bestTool?.evidence.coverage ?? 0) + bar.leadOverTools ? limits[Number(best.name)] : undefined;
    },
  };
}
