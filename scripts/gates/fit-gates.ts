import type { LearnedGates } from '../../server/tools/tool-search/gates/learned-gates.ts';
import { type BoostedTrees, boostedTreesProbability } from '../../server/tools/tool-search/boosted-trees.ts';
import { foldOf } from '../ranker/development-sets.ts';
import { type FitBoostedTreesOptions, fitBoostedTrees } from '../ranker/fit-boosted-trees.ts';
import type { GateRow } from './collect-gate-rows.ts';

/** Where each gate acts: the precision pre-routes must reach, the refusals "nothing matched" may cost. */
export type OperatingPoint = {
  /** Share of the pre-routed training rows, each scored by trees fitted without its fold, whose best match is a tool the query needs. */
  preRoutePrecision: number;
  /**
   * Share of the training rows with a tool that the nothing-matched trees, scored out of fold, may refuse. Over all
   * sets at once: a bound in each of forty sets would let the strictest set decide, one row over its share enough to
   * shut the gate for all.
   */
  maxRefusals: number;
};

export type GateTreesOptions = Omit<FitBoostedTreesOptions, 'rows' | 'labels' | 'rowWeights'>;

/** Each gate's trees: the ranker's size and learning (docs/decisions/068). */
export const GATE_TREES: GateTreesOptions = { trees: 120, depth: 4, learningRate: 0.1, minLeafRows: 20, l2: 1, bins: 32 };

/** Groups of folds the thresholds are read out of fold in: each row is scored by trees that never saw its writer. */
const THRESHOLD_FOLDS = 5;

export type ScoredRow = { probability: number; label: 0 | 1 };

/** A gate's trees, fitted on every row, and each row's probability from trees fitted without its fold (most probable first). */
export type OutOfFoldFit = { trees: BoostedTrees; outOfFold: Array<ScoredRow & { row: GateRow }> };

/** What every operating point shares: both gates' trees and their out-of-fold scores. */
export type GateFits = { preRoute: OutOfFoldFit; nothingMatched: OutOfFoldFit };

/**
 * Fits trees on the rows `labelOf` labels, and scores each of them with trees fitted on the other folds (`foldOf`:
 * a former frozen round's two sets together), in THRESHOLD_FOLDS groups. Trees score their own training rows too
 * well: a threshold read from those would open a gate wider than held-out rows bear. Pure and deterministic.
 */
function fitOutOfFold(rows: readonly GateRow[], labelOf: (row: GateRow) => 0 | 1 | undefined, trees: GateTreesOptions): OutOfFoldFit {
  const labelled = rows.flatMap((row) => {
    const label = labelOf(row);
    return label === undefined ? [] : [{ row, label }];
  });
  const fitOn = (training: typeof labelled) =>
    fitBoostedTrees({ rows: training.map(({ row }) => row.features), labels: training.map(({ label }) => label), ...trees });
  const folds = [...new Set(labelled.map(({ row }) => foldOf(row.set)))].sort();
  const groupOf = ({ row }: (typeof labelled)[number]) => folds.indexOf(foldOf(row.set)) % THRESHOLD_FOLDS;
  // Rows from one fold have no other to be scored by: no out-of-fold rows, and the gate stays shut.
  const groups = folds.length > 1 ? Math.min(THRESHOLD_FOLDS, folds.length) : 0;
  const outOfFold: OutOfFoldFit['outOfFold'] = [];
  for (let group = 0; group < groups; group++) {
    const model = fitOn(labelled.filter((one) => groupOf(one) !== group));
    for (const one of labelled.filter((candidate) => groupOf(candidate) === group)) {
      outOfFold.push({ ...one, probability: boostedTreesProbability(model, one.row.features) });
    }
  }
  return { trees: fitOn(labelled), outOfFold: outOfFold.sort((a, b) => b.probability - a.probability) };
}

/**
 * Both gates' trees. Pre-routing: on the rows the fixed pre-route rules let through, labelled by whether the best
 * match is a tool the query needs. "Nothing matched": on the rows that ask for something, labelled by whether the
 * catalogue lacks it (questions, which may get tools or none, are left out). Pure and deterministic.
 */
export function fitGateTrees({ rows, trees = GATE_TREES }: { rows: readonly GateRow[]; trees?: GateTreesOptions }): GateFits {
  return {
    preRoute: fitOutOfFold(rows, (row) => row.preRoute, trees),
    nothingMatched: fitOutOfFold(rows, (row) => row.nothingMatched, trees),
  };
}

/** The gates at an operating point: each gate's trees, with the threshold its out-of-fold scores give. Pure. */
export function gatesAt({ fitted, point }: { fitted: GateFits; point: OperatingPoint }): LearnedGates {
  return {
    preRoute: { ...fitted.preRoute.trees, threshold: precisionThreshold(fitted.preRoute.outOfFold, point.preRoutePrecision) },
    nothingMatched: { ...fitted.nothingMatched.trees, threshold: refusalThreshold(fitted.nothingMatched.outOfFold, point.maxRefusals) },
  };
}

/** Fits the gates on the rows at one operating point. */
export function fitGates({ rows, point, trees }: { rows: readonly GateRow[]; point: OperatingPoint; trees?: GateTreesOptions }): LearnedGates {
  return gatesAt({ fitted: fitGateTrees({ rows, trees }), point });
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

/**
 * Where the nothing-matched gate opens: as low as the rows with a tool (label 0) at or above it stay within
 * `maxRefusals` of all rows with a tool; halfway to the next lower row, ties on one side together, and above every
 * row when even the most probable would pass the bound. Rows most probable first. Pure.
 */
export function refusalThreshold(rows: readonly ScoredRow[], maxRefusals: number): number {
  const allowed = maxRefusals * rows.filter((one) => one.label === 0).length;
  let threshold = 1;
  let refused = 0;
  for (const [index, one] of rows.entries()) {
    if (one.label === 0) refused += 1;
    if (refused > allowed) break;
    if (rows[index + 1]?.probability !== one.probability) threshold = (one.probability + (rows[index + 1]?.probability ?? 0)) / 2;
  }
  return threshold;
}
