import { describe, expect, it } from 'vitest';
import { isNamespacedToolName, namespacedToolName } from '../../../server/tools/external/namespaced-tool-name.ts';

describe('namespacedToolName', () => {
  it('prefixes the tool with its server', () => {
    expect(namespacedToolName('dam', 'search_assets')).toBe('dam__search_assets');
    expect(namespacedToolName('everything', 'get-sum')).toBe('everything__get-sum');
    expect(isNamespacedToolName('dam__search_assets')).toBe(true);
    expect(isNamespacedToolName('cms_getPage')).toBe(false);
  });

  it('makes a name providers refuse valid, and the same every time whatever else the server lists', () => {
    const dotted = namespacedToolName('files', 'files.read');
    expect(dotted).toMatch(/^files__files_read_[0-9a-f]{8}$/);
    expect(namespacedToolName('files', 'files.read')).toBe(dotted);
    expect(namespacedToolName('files', 'files/read')).not.toBe(dotted);
  });

  it('keeps long names within 64 characters, still telling two long names apart', () => {
    const long = 'a'.repeat(80);
    const first = namespacedToolName('analytics-warehouse', long);
    const second = namespacedToolName('analytics-warehouse', `${long}b`);
    expect(first.length).toBeLessThanOrEqual(64);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
  });
});
