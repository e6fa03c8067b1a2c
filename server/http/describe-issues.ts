import type { z } from 'zod';

/**
 * The one way a route reports zod issues: `path: message` for each, joined with "; ", so every bad
 * field is named on one line. `root` names an issue without a path (the body or query as a whole);
 * `prefix` puts a path in front when the schema checked part of a larger value (`messages.3`).
 */
export function describeIssues(error: z.ZodError, { root = 'body', prefix }: { root?: string; prefix?: string } = {}): string {
  return error.issues
    .map((issue) => {
      const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
      return `${path || root}: ${issue.message}`;
    })
    .join('; ');
}
