import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRules, loadCategoryRules } from '../../../server/tools/tool-search/category-rules.ts';
import { TOOL_CATEGORIES } from '../../../server/tools/define-cms-tool.ts';

describe('category rules', () => {
  it('ships a rules file for every tool category', () => {
    const rules = loadCategoryRules({ categories: TOOL_CATEGORIES });
    expect([...rules.keys()].sort()).toEqual([...TOOL_CATEGORIES].sort());
  });

  it('returns only the rules of the categories asked for, each once', () => {
    const rules = loadCategoryRules({ categories: TOOL_CATEGORIES });
    const combined = getRules(rules, ['images', 'pexels', 'images']);
    expect(combined).toContain('# Images');
    expect(combined).toContain('# Stock photos (Pexels)');
    expect(combined).not.toContain('# Posts');
    expect(combined.match(/# Images/g)).toHaveLength(1);
  });

  it('does not promise a list of page slugs in the schemas: slugs are checked when a tool is called', () => {
    // The navigation rules still said "the schema lists the existing slugs" after the slug enums went.
    const rules = loadCategoryRules({ categories: TOOL_CATEGORIES });
    expect(getRules(rules, [...TOOL_CATEGORIES])).not.toMatch(/schema lists/i);
  });

  it('fails at startup naming every category whose rules file is missing', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'));
    fs.writeFileSync(path.join(directory, 'pages.md'), '# Pages\n- rule');
    fs.writeFileSync(path.join(directory, 'posts.md'), '   ');
    expect(() => loadCategoryRules({ directory, categories: ['pages', 'posts', 'images'] })).toThrow(/posts\.md.*images\.md/s);
  });
});
