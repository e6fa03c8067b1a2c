/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters ("pgae" -> "page" is one edit, as a typist makes it). Stops early and answers `max + 1` once the
 * distance must exceed `max`, so a search over a vocabulary costs little per word.
 */
export function editDistance(left: string, right: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    let rowBest = row;
    for (let column = 1; column <= right.length; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        value = Math.min(value, beforePrevious[column - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length]!;
}
