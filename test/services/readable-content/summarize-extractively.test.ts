import { describe, expect, it } from 'vitest';
import { contentTerms, splitSentences, summarizeExtractively } from '../../../server/services/readable-content/summarize-extractively.ts';

describe('summarizeExtractively', () => {
  const documents = [
    {
      url: 'https://one.example/a',
      text: 'Solar panels lower household electricity bills within a few years of installation.\n\nOur office is open Monday to Friday from nine until five.',
    },
    {
      url: 'https://two.example/b',
      text: 'Solar panels lower the household electricity bills within a few years after installation. Panel prices for solar fell by half in a decade, making panels affordable.',
    },
  ];

  it('keeps sentences about the topic, merges near-duplicates with all their sources, and ranks corroborated ones first', () => {
    const findings = summarizeExtractively({ topic: 'solar panels electricity bills', documents });
    expect(findings[0]).toEqual({ statement: expect.stringContaining('lower'), sources: ['https://one.example/a', 'https://two.example/b'] });
    expect(findings.map((finding) => finding.statement)).toContain('Panel prices for solar fell by half in a decade, making panels affordable.');
    expect(findings.some((finding) => finding.statement.includes('office is open'))).toBe(false);
  });

  it('returns nothing for a topic made only of stopwords', () => {
    expect(summarizeExtractively({ topic: 'what is the', documents })).toEqual([]);
  });

  it('caps the number of findings', () => {
    expect(summarizeExtractively({ topic: 'solar panels', documents, maxFindings: 1 })).toHaveLength(1);
  });
});

describe('splitSentences and contentTerms', () => {
  it('splits on sentence ends, drops fragments, and reduces plurals', () => {
    expect(splitSentences('Short one. This sentence is long enough to count as a finding here. Menu')).toEqual([
      'This sentence is long enough to count as a finding here.',
    ]);
    expect(contentTerms('The roofs and a roof')).toEqual(['roof', 'roof']);
  });
});
