import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_RULES_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', '..', 'rules');

export type CategoryRules = ReadonlyMap<string, string>;

/** Reads `rules/<category>.md` for every category that has tools; a missing or empty file is a startup error. */
export function loadCategoryRules({ directory = DEFAULT_RULES_DIRECTORY, categories }: { directory?: string; categories: Iterable<string> }): CategoryRules {
  const rules = new Map<string, string>();
  const missing: string[] = [];
  for (const category of new Set(categories)) {
    const file = path.join(directory, `${category}.md`);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
    if (text) rules.set(category, text);
    else missing.push(file);
  }
  if (missing.length > 0)
    throw new Error(`Missing usage rules for tool categories: ${missing.join(', ')}. Each category with tools needs a non-empty rules file.`);
  return rules;
}

/** The rules of the given categories, in first-seen order, combined into one markdown text. */
export function getRules(rules: CategoryRules, categories: Iterable<string>): string {
  return [...new Set(categories)].flatMap((category) => rules.get(category) ?? []).join('\n\n');
}
