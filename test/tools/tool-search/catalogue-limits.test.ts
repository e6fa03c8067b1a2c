import { describe, expect, it } from 'vitest';
import { createCatalogueLimits } from '../../../server/tools/tool-search/catalogue-limits.ts';
import { keywordMatch } from './keyword-match.ts';

const limits = createCatalogueLimits([
  {
    capability: 'send emails or newsletters',
    phrases: { en: ['send an email', 'send a newsletter', 'email the subscribers'], de: ['newsletter verschicken', 'mail an die abonnenten'] },
  },
  { capability: 'redirects', phrases: { en: ['create a 301 redirect', 'redirect the old url to the new url'] } },
]);

describe('createCatalogueLimits', () => {
  it('names the limit a request asks for when no tool explains it as well', () => {
    expect(limits.askedFor('send the newsletter to all subscribers', { bestTool: keywordMatch('http_post', 0.2), unknownShare: 0.6 })?.capability).toBe(
      'send emails or newsletters',
    );
    expect(limits.askedFor('create a redirect for the old url', { bestTool: undefined, unknownShare: 1 })?.capability).toBe('redirects');
  });

  it('leaves a request to the tools when one explains it as well or better', () => {
    expect(
      limits.askedFor('send the spring newsletter to all subscribers', { bestTool: keywordMatch('cms_sendNewsletter', 0.95), unknownShare: 0.6 }),
    ).toBeUndefined();
  });

  it("asks for no limit when few of the request's words are a limit's", () => {
    expect(
      limits.askedFor('change the hero heading on the home page and email me when done', {
        bestTool: keywordMatch('cms_updateSectionContent', 0.3),
        unknownShare: 0.2,
      }),
    ).toBeUndefined();
    expect(createCatalogueLimits([]).askedFor('send an email', { bestTool: undefined, unknownShare: 1 })).toBeUndefined();
  });

  it('names the limit of a request made only of tool words when the limit explains it with a wide lead', () => {
    // "send" and "email" are both in http_post's text: no word is unknown, but no tool explains "send email" as well.
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.46), unknownShare: 0 })?.capability).toBe('send emails or newsletters');
    expect(limits.askedFor('create 301 redirect from old url', { bestTool: keywordMatch('http_get', 0.4), unknownShare: 0 })?.capability).toBe('redirects');
  });

  it('leaves a request made only of tool words to the tools when the lead is narrow', () => {
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.85), unknownShare: 0 })).toBeUndefined();
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.85), unknownShare: 0.6 })?.capability).toBe('send emails or newsletters');
  });

  it('names the limit a request in another language asks for by the phrases in that language', () => {
    expect(
      limits.askedFor('bitte den Newsletter an die Abonnenten verschicken', { bestTool: keywordMatch('http_post', 0.1), unknownShare: 0.8 })?.capability,
    ).toBe('send emails or newsletters');
  });
});
