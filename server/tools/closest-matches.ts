/** Edit distance between two strings: how many single-character edits turn one into the other. */
function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const substitution = previous[column - 1]! + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length]!;
}

/**
 * The candidates most like `wanted`, best first: those containing it (or contained in it), then those
 * within a few typos. Used to turn "not found" into "did you mean".
 */
export function closestMatches(wanted: string, candidates: readonly string[], limit = 3): string[] {
  const target = wanted.toLowerCase();
  const scored = candidates.map((candidate) => {
    const lower = candidate.toLowerCase();
    const contains = lower.includes(target) || target.includes(lower);
    return { candidate, score: contains ? 0 : editDistance(target, lower) };
  });
  const tolerance = Math.max(2, Math.floor(target.length / 3));
  return scored
    .filter(({ score }) => score <= tolerance)
    .sort((left, right) => left.score - right.score || left.candidate.localeCompare(right.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** " Closest: "a", "b"." when something is close, else nothing: the middle of a not-found message. */
export function closestHint(wanted: string, candidates: readonly string[]): string {
  const closest = closestMatches(wanted, candidates);
  return closest.length > 0 ? ` Closest: ${closest.map((candidate) => `"${candidate}"`).join(', ')}.` : '';
}
