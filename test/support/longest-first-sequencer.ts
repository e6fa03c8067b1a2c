import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files of a whole run (2026-11-25: each 25–85 s, most of them starting child processes or
 * Chromium), started first on a clone that has no timings yet. A stale entry only changes the order.
 */
const LONGEST_FILES = [
  'test/mcp-stdio-main.int.test.ts',
  'test/store/contract/change-history.int.test.ts',
  'test/http/write-once-after-crash.int.test.ts',
  'test/mcp/conformance.int.test.ts',
  'test/scale/two-instances.int.test.ts',
  'test/web/chat-page.test.ts',
];

/**
 * Vitest's own order runs the projects one after another (by name: bench, browser, fast, integration), so
 * the longest integration file starts near the end and the run finishes on one busy worker. Across all
 * projects, this starts the longest files first: by the last run's duration, else (no timings yet) the files
 * above, then the integration project, then larger files first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const lastDuration = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec)?.duration;
    const fallbackRank = (spec: TestSpecification) => {
      const listed = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      if (listed >= 0) return listed;
      return spec.project.name === 'integration' ? LONGEST_FILES.length : LONGEST_FILES.length + 1;
    };
    // The base order (larger files first within a project) breaks ties.
    const baseOrder = await super.sort(files);
    const position = new Map(baseOrder.map((spec, index) => [spec, index]));
    return baseOrder.toSorted((a, b) => {
      const [durationA, durationB] = [lastDuration(a), lastDuration(b)];
      if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
      if (durationA !== undefined || durationB !== undefined) return durationA === undefined ? -1 : 1;
      return fallbackRank(a) - fallbackRank(b) || position.get(a)! - position.get(b)!;
    });
  }
}
