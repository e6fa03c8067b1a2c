import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/http/wire.ts';
import { outcomeOf, type ToolPart } from '../../../web/src/tool-parts.ts';

const invalidSections = {
  type: 'tool-cms_getPageSections',
  toolCallId: 'call-1',
  state: 'output-available',
  input: {},
  output: { error: { type: 'VALIDATION', message: 'Invalid input: pageSlug: Invalid input: expected string, received undefined' } },
} as unknown as ToolPart;
const updatedHero = {
  type: 'tool-cms_updateSectionContent',
  toolCallId: 'call-2',
  state: 'output-available',
  input: { sectionId: 4, content: { heading: 'Spring Sale' } },
  output: { section: { id: 4 } },
} as unknown as ToolPart;
const notFound = {
  type: 'tool-cms_getPage',
  toolCallId: 'call-3',
  state: 'output-available',
  input: { slug: 'careerz' },
  output: { error: { type: 'NOT_FOUND', message: 'No page with slug "careerz"' } },
} as unknown as ToolPart;
const rejectedBySchema = {
  type: 'tool-cms_getPage',
  toolCallId: 'call-4',
  state: 'output-error',
  input: { slug: 7 },
  errorText: 'Invalid input for tool cms_getPage: Type validation failed: Value: {"slug":7}.',
} as unknown as ToolPart;

const message = (...parts: ToolPart[]): ChatMessage => ({ id: 'answer', role: 'assistant', parts }) as ChatMessage;

describe('how a call ended, in the editor’s words', () => {
  it('folds a call with wrong details into the work that followed it, whichever tool did that work', () => {
    expect(outcomeOf(invalidSections, message(invalidSections, updatedHero))).toEqual({ label: 'retried with corrected details', kind: 'retried' });
    expect(outcomeOf(rejectedBySchema, message(rejectedBySchema, updatedHero))).toEqual({ label: 'retried with corrected details', kind: 'retried' });
  });

  it('says a call with wrong details failed without the validator’s wording when nothing came after it', () => {
    for (const part of [invalidSections, rejectedBySchema]) {
      const { label, kind } = outcomeOf(part, message(part));
      expect(kind).toBe('error');
      expect(label).toBe('the agent gave incomplete or wrong details');
    }
  });

  it('keeps the reason of any other failure, which is written for editors', () => {
    expect(outcomeOf(notFound, message(notFound, updatedHero))).toEqual({ label: 'No page with slug "careerz"', kind: 'error' });
  });
});
