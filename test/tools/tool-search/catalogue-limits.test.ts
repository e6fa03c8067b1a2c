import { describe, expect, it } from 'vitest';
import { createCatalogueLimits } from '../../../server/tools/tool-search/catalogue-limits.ts';
import { createKeywordIndex } from '../../../server/tools/tool-search/keyword-index.ts';
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
    expect(
      limits.askedFor('send the newsletter to all subscribers', { bestTool: keywordMatch('http_post', 0.2), words: { unknownShare: 0.6, unknownWords: [] } })
        ?.capability,
    ).toBe('send emails or newsletters');
    expect(limits.askedFor('create a redirect for the old url', { bestTool: undefined, words: { unknownShare: 1, unknownWords: [] } })?.capability).toBe(
      'redirects',
    );
  });

  it('leaves a request to the tools when one explains it as well or better', () => {
    expect(
      limits.askedFor('send the spring newsletter to all subscribers', {
        bestTool: keywordMatch('cms_sendNewsletter', 0.95),
        words: { unknownShare: 0.6, unknownWords: [] },
      }),
    ).toBeUndefined();
  });

  it("asks for no limit when few of the request's words are a limit's", () => {
    expect(
      limits.askedFor('change the hero heading on the home page and email me when done', {
        bestTool: keywordMatch('cms_updateSectionContent', 0.3),
        words: { unknownShare: 0.2, unknownWords: [] },
      }),
    ).toBeUndefined();
    expect(createCatalogueLimits([]).askedFor('send an email', { bestTool: undefined, words: { unknownShare: 1, unknownWords: [] } })).toBeUndefined();
  });

  it('names the limit of a request made only of tool words when the limit explains it with a wide lead', () => {
    // "send" and "email" are both in http_post's text: no word is unknown, but no tool explains "send email" as well.
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.46), words: { unknownShare: 0, unknownWords: [] } })?.capability).toBe(
      'send emails or newsletters',
    );
    expect(
      limits.askedFor('create 301 redirect from old url', { bestTool: keywordMatch('http_get', 0.4), words: { unknownShare: 0, unknownWords: [] } })
        ?.capability,
    ).toBe('redirects');
  });

  it('leaves a request made only of tool words to the tools when the lead is narrow', () => {
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.85), words: { unknownShare: 0, unknownWords: [] } })).toBeUndefined();
    expect(limits.askedFor('send email', { bestTool: keywordMatch('http_post', 0.85), words: { unknownShare: 0.6, unknownWords: [] } })?.capability).toBe(
      'send emails or newsletters',
    );
  });

  it('names the limit a request in another language asks for by the phrases in that language', () => {
    expect(
      limits.askedFor('bitte den Newsletter an die Abonnenten verschicken', {
        bestTool: keywordMatch('http_post', 0.1),
        words: { unknownShare: 0.8, unknownWords: [] },
      })?.capability,
    ).toBe('send emails or newsletters');
  });

  describe('a limit that has a word no tool has', () => {
    const tools = createKeywordIndex([
      {
        name: 'cms_findImage',
        description: 'Find an image in the media library by its file name or tags.',
        parameters: [],
        phrases: { en: ['find a photo in the media library'] },
      },
      { name: 'cms_addNavigationItem', description: 'Add a link to the site menu.', parameters: [], phrases: { en: ['add a link to the footer menu'] } },
    ]);
    const withUpload = createCatalogueLimits([
      { capability: 'uploading files from a computer or phone', phrases: { en: ['upload a photo from my computer', 'upload from my laptop'] } },
      { capability: 'posting to social media', phrases: { en: ['post this on our instagram', 'share the post on social media'] } },
    ]);
    const askedFor = (query: string) => {
      const bestTool = tools.search({ query, limit: 1 })[0];
      return withUpload.askedFor(query, { bestTool, words: tools.describeQuery(query) })?.capability;
    };

    it('names the limit when it explains the request as well as the best tool', () => {
      // "upload" and "computer" are no tool's words; the limit and cms_findImage each explain 0.6 of the request.
      expect(askedFor('upload a photo from my computer to the media library')).toBe('uploading files from a computer or phone');
    });

    it('leaves the request to the tools when a tool explains more of it', () => {
      // "instagram" and "upload" are the limits' words and no tool's, but the tools explain the rest of the request.
      expect(askedFor('add a link to our instagram to the footer menu')).toBeUndefined();
      expect(askedFor('upload the tagged photo into the media library')).toBeUndefined();
    });
  });
});
