import { type GateEvidence, type GateVerdict, runnerUpOf, type SearchGates } from './gate-evidence.ts';

/** A query of at most this many words names a capability in every word ("send an email to subscribers")... */
export const SHORT_QUERY_WORDS = 8;

/** See SHORT_QUERY_WORDS: a longer editor message carries names and values no tool text has. */
export function isShortQuery(query: string): boolean {
  return query.split(/\s+/).filter(Boolean).length <= SHORT_QUERY_WORDS;
}

/** ...so when keywords and vectors together explain less of it than this, the catalogue lacks the capability. */
export const SHORT_QUERY_MIN_HYBRID_CONFIDENCE = 0.2;

/**
 * None of a short query's words is any tool text's ("install or renew SSL certificate"): only the vectors found tools
 * for it (docs/decisions/062). Both gates say nothing matched.
 */
export function knowsNoWord({ query, words }: Pick<GateEvidence, 'query' | 'words'>): boolean {
  return words.count > 0 && words.knownShare === 0 && isShortQuery(query);
}

/** A keyword match this confident names the tool clearly enough to offer before the first step... */
export const PRE_ROUTE_MIN_CONFIDENCE = 0.4;
/** ...when the runner-up explains no more of the message than this share of it. */
export const PRE_ROUTE_MAX_RUNNER_UP_SHARE = 1;

/**
 * The hand-set gates, for a catalogue without learned ones (`WAYFINDER_TOOL_SEARCH_GATES=off`), and "nothing
 * matched" on a catalogue without phrases (`gatesForCatalogue`): "nothing matched" for a short query whose merged best
 * match explains under 0.2 of it, or none of whose words any tool text has ("install or renew SSL certificate": the
 * vectors alone had found tools for it); a pre-route for a confident keyword match no other match explains more.
 * Stricter thresholds were measured and not kept: docs/decisions/020-pre-route-margin.md.
 */
export const ruleGates: SearchGates = {
  judge({ query, path, matches, words, prerequisitesOf }: GateEvidence): GateVerdict {
    const best = matches[0];
    if (!best) return { nothingMatched: true, offerBest: false };
    const explainedTooLittle = path === 'hybrid' && best.confidence < SHORT_QUERY_MIN_HYBRID_CONFIDENCE;
    const nothingMatched = (explainedTooLittle && isShortQuery(query)) || knowsNoWord({ query, words });
    const runnerUp = runnerUpOf(matches, prerequisitesOf);
    const clear =
      path === 'bm25' && best.confidence >= PRE_ROUTE_MIN_CONFIDENCE && (runnerUp?.confidence ?? 0) <= PRE_ROUTE_MAX_RUNNER_UP_SHARE * best.confidence;
    return { nothingMatched, offerBest: !nothingMatched && clear };
  },
};
