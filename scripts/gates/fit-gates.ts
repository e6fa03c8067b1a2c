import type { LearnedGates } from '../../server/tools/tool-search/gates/learned-gates.ts';
import { type BoostedTrees, boostedTreesProbability } from '../../server/tools/tool-search/boosted-trees.ts';
import { foldOf } from '../ranker/development-sets.ts';
import { type FitBoostedTreesOptions, fitBoostedTrees } from '../ranker/fit-boosted-trees.ts';
import type { GateRow } from './collect-gate-rows.ts';

/** Where each gate acts: the precision pre-routes must reach on the training rows, the refusals "nothing matched" may cost. */
export type OperatingPoint = {
  /** Share of the pre-routed training rows, each scored by trees fitted without its fold, whose best match is a tool the query needs. */
  preRoutePrecision: number;
  /** Share of the rows with a tool that "nothing matched" may refuse, in every training set. */
  maxRefusals: number;
};

export type GateTreesOptions = Omit<FitBoostedTreesOptions, 'rows' | 'labels' | 'rowWeights'>;

/** The pre-route gate's trees: the ranker's size and learning (docs/decisions/068). */
export const GATE_TREES: GateTreesOptions = { trees: 120, depth: 4, learningRate: 0.1, minLeafRows: 20, l2: 1, bins: 32 };

/** Groups of folds the threshold is read out of fold in: each row is scored by trees that never saw its writer. */
const THRESHOLD_FOLDS = 5;

/** The unknown-word floors tried, lowest first: the lowest that keeps the refusals within bounds is taken. */
export const UNKNOWN_SHARE_FLOORS = Array.from({ length: 15 }, (_, index) => Math.round((0.3 + index * 0.05) * 100) / 100);

type ScoredRow = { probability: number; label: 0 | 1 };

/** What every operating point shares: the pre-route trees, and each training row's probability from trees fitted without its fold. */
export type PreRouteFit = { trees: BoostedTrees; outOfFold: ScoredRow[] };

/**
 * Fits the pre-route gate's trees on the rows the fixed pre-route rules let through, and scores each of them with
 * trees fitted on the other folds (`foldOf`: a former frozen round's two sets together), in THRESHOLD_FOLDS groups.
 * Trees score their own training rows too well: a threshold read from those would open the gate wider than held-out
 * rows bear. Pure and deterministic.
 */
export function fitPreRoute({ rows, trees = GATE_TREES }: { rows: readonly GateRow[]; trees?: GateTreesOptions }): PreRouteFit {
  const labelled = rows.flatMap(({ set, features, preRoute }) => (preRoute === undefined ? [] : [{ set, features, label: preRoute }]));
  const fitOn = (training: typeof labelled) =>
    fitBoostedTrees({ rows: training.map((row) => row.features), labels: training.map((row) => row.label), ...trees });
  const folds = [...new Set(labelled.map((row) => foldOf(row.set)))].sort();
  const groupOf = (row: (typeof labelled)[number]) => folds.indexOf(foldOf(row.set)) % THRESHOLD_FOLDS;
  // Rows from one fold have no other to be scored by: no out-of-fold rows, and the gate stays shut.
  const groups = folds.length > 1 ? Math.min(THRESHOLD_FOLDS, folds.length) : 0;
  const outOfFold: ScoredRow[] = [];
  for (let group = 0; group < groups; group++) {
    const model = fitOn(labelled.filter((row) => groupOf(row) !== group));
    for (const row of labelled.filter((candidate) => groupOf(candidate) === group)) {
      outOfFold.push({ probability: boostedTreesProbability(model, row.features), label: row.label });
    }
  }
  return { trees: fitOn(labelled), outOfFold: outOfFold.sort((a, b) => b.probability - a.probability) };
}

/**
 * The gates at an operating point. Pre-routing: the trees, opening from the lowest out-of-fold probability at which
 * the pre-routes above it are right often enough (shut when the rows come from one fold and none is held out).
 * "Nothing matched": the lowest unknown-word floor at which the refused queries that have a tool stay within bounds
 * in each set (of `floorSets`, when given); the sets are different writers (models' terse searches, editors' messages
 * in fifteen languages), and a share of all of them would let the largest decide. Pure.
 */
export function gatesAt({
  fitted,
  rows,
  point,
  floorSets,
}: {
  fitted: PreRouteFit;
  rows: readonly GateRow[];
  point: OperatingPoint;
  floorSets?: readonly string[];
}): LearnedGates {
  return {
    preRoute: { ...fitted.trees, threshold: precisionThreshold(fitted.outOfFold, point.preRoutePrecision) },
    unknownShareFloor: unknownShareFloor(floorSets === undefined ? rows : rows.filter((row) => floorSets.includes(row.set)), point.maxRefusals),
  };
}

/** Fits the gates on the rows at one operating point; the floor on the rows of `floorSets` only, when given. */
export function fitGates({
  rows,
  point,
  trees,
  floorSets,
}: {
  rows: readonly GateRow[];
  point: OperatingPoint;
  trees?: GateTreesOptions;
  floorSets?: readonly string[];
}): LearnedGates {
  return gatesAt({ fitted: fitPreRoute({ rows, trees }), rows, point, floorSets });
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
