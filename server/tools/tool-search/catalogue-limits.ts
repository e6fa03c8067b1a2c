import { createKeywordIndex, type KeywordMatch } from './keyword-index.ts';

/** A capability a catalogue does not have, with the words it is asked for by (`server/tools/cms/limits.ts`). */
export type CatalogueLimit = { capability: string; phrases: readonly string[] };

/** Which of a catalogue's limits a request asks for, if any. */
export type CatalogueLimits = {
  /** `unknownShare`: how much of what the request asks for no tool text has (`QueryWords`). */
  askedFor(query: string, evidence: { bestTool: KeywordMatch | undefined; unknownShare: number }): CatalogueLimit | undefined;
};

/** A limit must explain at least this share of the request's word weight ... */
const MIN_COVERAGE = 0.6;
/** ... and this much more of it than the keyword index's best tool ... */
const MIN_LEAD_OVER_TOOLS = 0.1;
/** ... in a request that asks, in part, for what no tool text says ("publish the post" is no limit's, however phrased). */
const MIN_UNKNOWN_SHARE = 0.3;

/**
 * The limits as their own keyword index, so they move no tool's BM25 weights. A request one of them explains better
 * than any tool ("send the newsletter to our subscribers", "set up a 301 redirect") asks for something the catalogue
 * cannot do: the search answers "nothing matched" instead of the tools its other words touch (decision 085).
 */
export function createCatalogueLimits(limits: readonly CatalogueLimit[]): CatalogueLimits {
  if (limits.length === 0) return { askedFor: () => undefined };
  // Only the phrases are searched: a capability's name ("scheduled publishing") shares words with what the tools do,
  // and the entries are named by their position, digits no request's words meet.
  const index = createKeywordIndex(
    limits.map(({ phrases }, position) => ({ name: String(position), description: '', parameters: [], phrases: { en: [...phrases] } })),
  );
  return {
    askedFor(query, { bestTool, unknownShare }) {
      if (unknownShare < MIN_UNKNOWN_SHARE) return undefined;
      const best = index.search({ query, limit: 1 })[0];
      if (!best || best.evidence.coverage < MIN_COVERAGE) return undefined;
      return best.evidence.coverage >= (bestTool?.evidence.coverage ?? 0) + MIN_LEAD_OVER_TOOLS ? limits[Number(best.name)] : undefined;
    },
  };
}
