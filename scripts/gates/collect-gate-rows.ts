import type { GateEvidence, SearchGates } from '../../server/tools/tool-search/gates/gate-evidence.ts';
import { gateFeatures } from '../../server/tools/tool-search/gates/gate-features.ts';
import { preRouteRulesAllow } from '../../server/tools/tool-search/pre-route.ts';
import type { ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import type { EvalQuery } from '../evaluation/run-discovery-eval.ts';

/** One query as the gates saw it. */
export type GateRow = {
  set: string;
  query: EvalQuery;
  features: number[];
  /** Whether its best match is a tool it needs, for a query pre-routing's fixed rules let through (undefined otherwise). */
  preRoute?: 0 | 1;
  /** Whether it asks for something no tool does (undefined for a question or greeting, which may get tools or none). */
  nothingMatched?: 0 | 1;
};

/** Gates the scripts can swap (`inner`) and listen to, so one engine serves recording and every fold. */
export type SwappableGates = SearchGates & { inner: SearchGates; listener?: (evidence: GateEvidence) => void };

export function createSwappableGates(inner: SearchGates): SwappableGates {
  const gates: SwappableGates = {
    inner,
    judge(evidence) {
      gates.listener?.(evidence);
      return gates.inner.judge(evidence);
    },
  };
  return gates;
}

/**
 * Runs each query through the engine at the agent's limit and records what its gates were shown. A query read as
 * written in a language without phrases never reaches the gates (nothing matched), and gives no row.
 */
export async function collectGateRows({
  engine,
  gates,
  set,
  queries,
  limit,
  isDestructive,
}: {
  engine: ToolSearchEngine;
  gates: SwappableGates;
  set: string;
  queries: readonly EvalQuery[];
  limit: number;
  isDestructive: (name: string) => boolean;
}): Promise<GateRow[]> {
  const rows: GateRow[] = [];
  for (const query of queries) {
    let heard: GateEvidence | undefined;
    gates.listener = (evidence) => {
      heard = evidence;
    };
    await engine.rank({ query: query.query, limit });
    gates.listener = undefined;
    const best = heard?.matches[0];
    if (!heard || !best) continue;
    const kind = query.kind ?? (query.relevant.length > 0 ? 'tool' : 'question');
    const allowed = preRouteRulesAllow({ message: query.query, tool: best.name, isDestructive });
    rows.push({
      set,
      query,
      features: gateFeatures(heard),
      preRoute: allowed ? (query.relevant.includes(best.name) ? 1 : 0) : undefined,
      nothingMatched: kind === 'question' ? undefined : kind === 'out-of-catalogue' ? 1 : 0,
    });
  }
  return rows;
}
