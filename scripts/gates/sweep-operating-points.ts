import { learnedVerdict } from '../../server/tools/tool-search/gates/learned-gates.ts';
import type { GateRow } from './collect-gate-rows.ts';
import { type GateFits, gatesAt, type OperatingPoint } from './fit-gates.ts';

/** The operating points `--sweep` compares. */
export const SWEEP_POINTS: readonly OperatingPoint[] = [0.8, 0.85, 0.9, 0.95].flatMap((preRoutePrecision) =>
  [0, 0.01, 0.02, 0.04].map((maxRefusals) => ({ preRoutePrecision, maxRefusals })),
);

export type SweepResult = {
  nothingMatchedThreshold: number;
  /** As the eval counts it: over the pre-routed queries that have a tool (those of questions and out-of-catalogue requests are counted apart). */
  preRoutePrecision: number;
  /** Over the held-out set's recorded queries that have a tool. */
  preRouteCoverage: number;
  outOfCatalogueRefused: string;
  withToolRefused: string;
};

/**
 * For each operating point, each set held out in turn: the gates fitted on the rows of the other folds, judged on its
 * rows. A proxy for `--cross-validate`, which runs the engine: queries that reached no gate (no match, or a language
 * without phrases) are left out, and the other pre-route rules are those recorded with the rows. The trees are fitted
 * once per held-out set (`fitWithout`); only the thresholds move with the point. Pure.
 */
export function sweepOperatingPoints({
  rows,
  sets,
  fitWithout,
  points = SWEEP_POINTS,
}: {
  rows: readonly GateRow[];
  sets: readonly string[];
  fitWithout: (heldOut: string) => GateFits;
  points?: readonly OperatingPoint[];
}): Array<{ point: OperatingPoint; bySet: Record<string, SweepResult> }> {
  const fits = new Map(sets.map((set) => [set, fitWithout(set)]));
  return points.map((point) => ({
    point,
    bySet: Object.fromEntries(
      sets.map((set) => {
        const gates = gatesAt({ fitted: fits.get(set)!, point });
        const heldOut = rows.filter((row) => row.set === set);
        const verdict = (row: GateRow) => learnedVerdict(gates, row.features);
        const refused = (row: GateRow) => verdict(row).nothingMatched;
        const preRouted = heldOut.filter((row) => row.preRoute !== undefined && verdict(row).offerBest);
        const withTool = heldOut.filter((row) => row.query.relevant.length > 0);
        const outOfCatalogue = heldOut.filter((row) => row.nothingMatched === 1);
        const preRoutedWithTool = preRouted.filter((row) => row.query.relevant.length > 0);
        const right = preRoutedWithTool.filter((row) => row.preRoute === 1).length;
        return [
          set,
          {
            nothingMatchedThreshold: gates.nothingMatched.threshold,
            preRoutePrecision: preRoutedWithTool.length === 0 ? 1 : right / preRoutedWithTool.length,
            preRouteCoverage: withTool.length === 0 ? 0 : preRoutedWithTool.length / withTool.length,
            outOfCatalogueRefused: `${outOfCatalogue.filter(refused).length}/${outOfCatalogue.length}`,
            withToolRefused: `${withTool.filter(refused).length}/${withTool.length}`,
          },
        ];
      }),
    ),
  }));
}
