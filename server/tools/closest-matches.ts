import { editDistance } from '../text/edit-distance.ts';

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
