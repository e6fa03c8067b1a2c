import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatToolListTokens, measureToolListTokens, type ToolListTokenReport } from '../../../scripts/mcp/measure-tool-list-tokens.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
let report: ToolListTokenReport;

beforeAll(async () => {
  services = await createTestServices();
  report = await measureToolListTokens({ wayfinder: services });
});
afterAll(async () => {
  await services?.cleanup();
});

describe('measureToolListTokens', () => {
  it('counts the growing list from tool_search alone to the found tools, the stable surface at two tools throughout, and every tool at once', () => {
    const { growing, stable } = report;
    expect(growing.found).toContain('cms_updateSectionContent');
    expect(stable.found).toEqual(growing.found);
    expect([growing.atConnect.tools, growing.afterSearch.tools]).toEqual([1, 1 + growing.found.length]);
    expect([stable.atConnect.tools, stable.afterSearch.tools]).toEqual([2, 2]);
    expect(report.allTools.tools).toBe(services.tools.length);
  });

  it('moves the found schemas from the declarations into the search answer on the stable surface', () => {
    const { growing, stable } = report;
    expect(stable.afterSearch.declarations).toBe(stable.atConnect.declarations);
    expect(stable.searchResult - growing.searchResult).toBeGreaterThan((growing.afterSearch.declarations - growing.atConnect.declarations) / 2);
    for (const surface of [growing, stable]) expect((surface.afterSearch.declarations + surface.searchResult) * 5).toBeLessThan(report.allTools.declarations);
  });

  it('prints a table with one row per surface and one for every tool', () => {
    const table = formatToolListTokens(report);
    expect(table).toContain('| stable: tool_search + call_tool (default) | 2 → 2 |');
    expect(table).toContain(`| growing list (declared by the client) | 1 → ${1 + report.growing.found.length} |`);
    expect(table).toContain(`| all ${services.tools.length} tools at once | ${services.tools.length} |`);
  });
});
