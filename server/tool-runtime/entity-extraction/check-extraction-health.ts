import type { EntityExtractor } from './schema-based-extractor.ts';

type ExpectedEntity = { type: string; id: string | number; name: string };

export type ExtractionCheck = { tool: string; passed: boolean; expected: ExpectedEntity[]; extracted: ExpectedEntity[] };

export type ExtractionHealth = { status: 'ok' | 'degraded'; checks: ExtractionCheck[] };

/** Known results in the shapes the tools return today: one per kind of extraction (rule, custom). */
const SAMPLES: ReadonlyArray<{ tool: string; result: unknown; expected: ExpectedEntity[] }> = [
  {
    tool: 'cms_findImage',
    result: {
      images: [
        { id: 1, filename: 'a.png', altText: 'A' },
        { id: 2, filename: 'b.png', altText: 'B' },
      ],
    },
    expected: [
      { type: 'image', id: 1, name: 'a.png' },
      { type: 'image', id: 2, name: 'b.png' },
    ],
  },
  {
    tool: 'search_vector',
    result: {
      results: [
        { type: 'post', id: 4, title: 'Lessons From Our First Family Season', snippet: '…', score: 0.42, context: 'blog post' },
        { type: 'image', id: 22, title: 'family-hike-meadow.png', snippet: '…', score: 0.36, context: 'image' },
      ],
    },
    expected: [
      { type: 'post', id: 4, name: 'Lessons From Our First Family Season' },
      { type: 'image', id: 22, name: 'family-hike-meadow.png' },
    ],
  },
];

/**
 * Runs the samples through the live extractor, so a renamed result field or a dropped extraction rule
 * shows up as 'degraded' (served at GET /health/extraction) instead of as an agent that forgets.
 */
export function checkExtractionHealth({ extractor }: { extractor: EntityExtractor }): ExtractionHealth {
  const checks = SAMPLES.map(({ tool, result, expected }) => {
    const extracted = extractor.extract(tool, result).map(({ type, id, name }) => ({ type, id, name }));
    return { tool, passed: JSON.stringify(extracted) === JSON.stringify(expected), expected, extracted };
  });
  return { status: checks.every((check) => check.passed) ? 'ok' : 'degraded', checks };
}
