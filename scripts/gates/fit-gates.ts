import type { LearnedGates } from '../../server/tools/tool-search/gates/learned-gates.ts';
import { type LogisticModel, logisticProbability } from '../../server/tools/tool-search/logistic-model.ts';
import { fitLogisticRegression, roundModel } from '../ranker/fit-logistic-regression.ts';
import type { GateRow } from './collect-gate-rows.ts';

/** Where each gate acts: the precision pre-routes must reach on the training rows, the refusals "nothing matched" may cost. */
export type OperatingPoint = {
  /** Share of the pre-routed training rows whose best match is a tool the query needs. */
  preRoutePrecision: number;
  /** Share of the rows with a tool that "nothing matched" may refuse, in every training set. */
  maxRefusals: number;
};

/** The unknown-word floors tried, lowest first: the lowest that keeps the refusals within bounds is taken. */
export const UNKNOWN_SHARE_FLOORS = Array.from({ length: 15 }, (_, index) => Math.round((0.3 + index * 0.05) * 100) / 100);

/**
 * Fits the gates on the rows. Pre-routing: a logistic regression, opening from the lowest probability at which the
 * pre-routes above it are right often enough. "Nothing matched": the lowest unknown-word floor at which the refused
 * queries that have a tool stay within bounds in each set; the sets are different writers (models' terse searches,
 * editors' messages in fifteen languages), and a share of all of them would let the largest decide. Pure and
 * deterministic.
 */
export function fitGates({ rows, l2, point }: { rows: readonly GateRow[]; l2: number; point: OperatingPoint }): LearnedGates {
  const preRouteRows = rows.flatMap(({ features, preRoute }) => (preRoute === undefined ? [] : [{ features, label: preRoute }]));
  const preRoute = roundModel(fitLogisticRegression({ rows: preRouteRows.map((row) => row.features), labels: preRouteRows.map((row) => row.label), l2 }));
  const threshold = precisionThreshold(scored(preRoute, preRouteRows), point.preRoutePrecision);
  return {
    preRoute: { ...preRoute, threshold },
    unknownShareFloor: unknownShareFloor(rows, point.maxRefusals),
  };
}

/** Whether the nothing-matched gate refuses a row at this floor: the hand-set rule does, or its unknown words weigh enough. */
export function refusedAt(row: GateRow, floor: number): boolean {
  return row.refusedByRule || (row.unknownShareIfShort !== undefined && row.unknownShareIfShort >= floor);
}

/**
 * Only the refusals the floor adds count against it: a row the hand-set rule refuses is refused at every floor, and
 * a set where that rule alone passes the bound (editor messages in languages the index half knows) would otherwise
 * push the floor to 1 and switch the unknown-word rule off for every set.
 */
function unknownShareFloor(rows: readonly GateRow[], maxRefusals: number): number {
  const withTool = rows.filter((row) => row.query.relevant.length > 0);
  const sets = [...new Set(withTool.map((row) => row.set))].map((set) => withTool.filter((row) => row.set === set));
  const addedAt = (row: GateRow, floor: number) => !row.refusedByRule && refusedAt(row, floor);
  const withinBounds = (floor: number) => sets.every((inSet) => inSet.filter((row) => addedAt(row, floor)).length <= maxRefusals * inSet.length);
  return UNKNOWN_SHARE_FLOORS.find(withinBounds) ?? 1;
}

type ScoredRow = { probability: number; label: 0 | 1 };

function scored(model: LogisticModel, labelled: ReadonlyArray<{ features: number[]; label: 0 | 1 }>): ScoredRow[] {
  return labelled.map((row) => ({ probability: logisticProbability(model, row.features), label: row.label })).sort((a, b) => b.probability - a.probability);
}

/**
 * Where a gate opens so that the rows at or above it (most probable first) are right at least `precision` of the
 * time: as low as that holds, halfway to the next lower row so rounding moves no row across; above every row when
 * it holds for none. Ties fall on one side together. Pure.
 */
export function precisionThreshold(rows: readonly ScoredRow[], precision: number): number {
  let threshold = 1;
  let right = 0;
  for (const [index, row] of rows.entries()) {
    right += row.label;
    if (rows[index + 1]?.probability !== row.probability && right / (index + 1) >= precision) {
      threshold = (row.probability + (rows[index + 1]?.probability ?? 0)) / 2;
    }
  }
  return threshold;
}
