import { isToolErrorResult } from '../tools/tool-error.ts';

/** A tool's category and that category's usage rules. */
export type CategoryRulesOf = (toolName: string) => { category: string; rules: string } | undefined;

/**
 * A tool result with its category's rules added, when this turn has not given them yet (`rulesGiven`,
 * updated here). tool_search sends only the best match's rules, so a tool found further down, or
 * remembered from an earlier turn, would otherwise be used without them. Only plain object results
 * that are not errors get them (an error keeps its one shape); anything else is returned as it is.
 */
export function withCategoryRules({
  output,
  toolName,
  rulesGiven,
  rulesOf,
}: {
  output: unknown;
  toolName: string;
  rulesGiven: Set<string>;
  rulesOf: CategoryRulesOf;
}): unknown {
  const found = rulesOf(toolName);
  if (!found?.rules || rulesGiven.has(found.category)) return output;
  if (typeof output !== 'object' || output === null || Array.isArray(output) || isToolErrorResult(output)) return output;
  rulesGiven.add(found.category);
  return { ...output, rules: found.rules };
}
