import { describe, expect, it } from 'vitest';
import { createTypoCorrector } from '../../server/text/typo-corrector.ts';

const vocabulary = new Map([
  ['publish', 5],
  ['navigation', 4],
  ['sections', 6],
  ['submit', 1],
  ['string', 1],
  ['gallery', 3],
]);
const correct = createTypoCorrector(vocabulary);

describe('createTypoCorrector', () => {
  it('corrects the typos editors make to the word the tool texts use', () => {
    expect(correct('publsih')).toBe('publish');
    expect(correct('navigaton')).toBe('navigation');
    expect(correct('scetions')).toBe('sections');
    expect(correct('galery')).toBe('gallery');
  });

  it('leaves a short word whose one changed letter makes another word alone', () => {
    // "summit" is a mountain in the site's content, not a misspelt "submit".
    expect(correct('summit')).toBeUndefined();
    expect(correct('spring')).toBeUndefined();
  });

  it('leaves known, short and unrelated words alone', () => {
    expect(correct('publish')).toBeUndefined();
    expect(correct('pgae')).toBeUndefined();
    expect(correct('kayaking')).toBeUndefined();
  });
});
