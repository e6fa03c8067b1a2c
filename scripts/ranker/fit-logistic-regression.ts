/**
 * L2-regularised logistic regression fitted by Newton's method on standardised features. Deterministic: no
 * random start, no sampling, so the same rows give the same weights on every machine. Pure.
 */
export type LogisticModel = { mean: number[]; scale: number[]; weights: number[]; bias: number };

export type FitOptions = {
  rows: readonly (readonly number[])[];
  labels: readonly (0 | 1)[];
  /** Penalty on the squared weights (not the bias), in units of the standardised features. */
  l2: number;
  /** Each row's weight in the likelihood (default 1). */
  rowWeights?: readonly number[];
  iterations?: number;
};

export function fitLogisticRegression({ rows, labels, l2, rowWeights, iterations = 25 }: FitOptions): LogisticModel {
  const width = rows[0]?.length ?? 0;
  const mean = Array.from({ length: width }, (_, column) => rows.reduce((sum, row) => sum + row[column]!, 0) / Math.max(1, rows.length));
  // A constant feature (learned phrases with learning off) gets scale 1: it then adds nothing instead of dividing by 0.
  const scale = mean.map((average, column) => Math.sqrt(rows.reduce((sum, row) => sum + (row[column]! - average) ** 2, 0) / Math.max(1, rows.length)) || 1);
  // The bias is the last coefficient, on a constant 1.
  const design = rows.map((row) => [...row.map((value, column) => (value - mean[column]!) / scale[column]!), 1]);
  const size = width + 1;
  let coefficients = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = coefficients.map((value, index) => (index < width ? l2 * value : 0));
    const hessian = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => (row === column && row < width ? l2 : 0)));
    design.forEach((x, index) => {
      const probability = 1 / (1 + Math.exp(-x.reduce((sum, value, column) => sum + value * coefficients[column]!, 0)));
      const weight = rowWeights?.[index] ?? 1;
      const residual = weight * (probability - labels[index]!);
      const curvature = weight * Math.max(probability * (1 - probability), 1e-9);
      for (let row = 0; row < size; row++) {
        gradient[row]! += residual * x[row]!;
        for (let column = 0; column <= row; column++) hessian[row]![column]! += curvature * x[row]! * x[column]!;
      }
    });
    for (let row = 0; row < size; row++) for (let column = row + 1; column < size; column++) hessian[row]![column] = hessian[column]![row]!;
    const step = solveSymmetric(hessian, gradient);
    coefficients = coefficients.map((value, index) => value - step[index]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { mean, scale, weights: coefficients.slice(0, width), bias: coefficients[width]! };
}

/** Six decimals: a weights file stays readable and diffs stay small, and probabilities move by less than 1e-5. */
export function roundModel(model: LogisticModel): LogisticModel {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { mean: model.mean.map(round), scale: model.scale.map(round), weights: model.weights.map(round), bias: round(model.bias) };
}

/** Solves A x = b for a symmetric positive definite A by Cholesky decomposition. */
export function solveSymmetric(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  const size = vector.length;
  const lower = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let row = 0; row < size; row++) {
    for (let column = 0; column <= row; column++) {
      let sum = matrix[row]![column]!;
      for (let inner = 0; inner < column; inner++) sum -= lower[row]![inner]! * lower[column]![inner]!;
      lower[row]![column] = row === column ? Math.sqrt(Math.max(sum, 1e-12)) : sum / lower[column]![column]!;
    }
  }
  const forward = new Array<number>(size).fill(0);
  for (let row = 0; row < size; row++) {
    let sum = vector[row]!;
    for (let inner = 0; inner < row; inner++) sum -= lower[row]![inner]! * forward[inner]!;
    forward[row] = sum / lower[row]![row]!;
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let sum = forward[row]!;
    for (let inner = row + 1; inner < size; inner++) sum -= lower[inner]![row]! * solution[inner]!;
    solution[row] = sum / lower[row]![row]!;
  }
  return solution;
}
