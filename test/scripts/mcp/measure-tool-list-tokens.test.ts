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
  it('counts tool_search alone at connect, the found tools after a search, and every tool at once', () => {
    expect(report.atConnect.tools).toBe(1);
    expect(report.afterSearch.found).toContain('cms_updateSectionContent');
    expect(report.afterSearch.tools).toBe(1 + report.afterSearch.found.length);
    expect(report.allTools.tools).toBe(services.tools.length);
  });

  it('finds discovery far cheaper at connect than listing every tool', () => {
    expect(report.atConnect.declarations).toBeGreaterThan(50);
    expect(report.atConnect.listResult * 20).toBeLessThan(report.allTools.listResult);
    expect(report.atConnect.declarations).toBeLessThan(report.afterSearch.declarations);
    expect(report.afterSearch.declarations).toBeLessThan(report.allTools.declarations);
  });

  it('prints a table with one row per list', () => {
    const table = formatToolListTokens(report);
    expect(table).toContain('| at connect, with discovery | 1 |');
    expect(table).toContain(`| all ${services.tools.length} tools at once | ${services.tools.length} |`);
  });
});
