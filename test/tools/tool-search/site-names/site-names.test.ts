import { describe, expect, it } from 'vitest';
import { createSiteNameIndex, namesInContent, siteNamesOf } from '../../../../server/tools/tool-search/site-names/site-names.ts';

const index = createSiteNameIndex([
  { entityType: 'section', name: 'Groups of eight or fewer' },
  { entityType: 'section', name: 'Backpacker Kit' },
  { entityType: 'section', name: 'Full-Day Hike' },
  { entityType: 'post', name: 'Five Day Hikes Near Cedar Pass' },
  { entityType: 'navigationItem', name: 'Gear Rental' },
  { entityType: 'section', name: 'Gear rental prices' },
]);

describe('createSiteNameIndex', () => {
  it('finds a name quoted in a request in any language, by its longest run of words', () => {
    expect([...index.namedIn('Preis für das Backpacker Kit auf 70 $ ändern')]).toEqual([['section', 2]]);
    expect([...index.namedIn('料金ページのFull-Day Hikeを175ドルに変更お願いします')]).toEqual([['section', 3]]);
    expect([...index.namedIn('the "groups of eight" line is wrong now')]).toEqual([['section', 3]]);
  });

  it('tells every kind a shared name belongs to', () => {
    expect(new Map(index.namedIn('hide the Gear Rental link'))).toEqual(
      new Map([
        ['navigationItem', 2],
        ['section', 2],
      ]),
    );
  });

  it('needs two content words in a row: one word, or words with another between, name nothing', () => {
    expect(index.namedIn('change the kit price').size).toBe(0);
    expect(index.namedIn('the backpacker trip kit').size).toBe(0);
    expect(index.namedIn('groups of').size).toBe(0);
    expect(createSiteNameIndex([]).namedIn('Backpacker Kit').size).toBe(0);
  });

  it('indexes at most 5,000 names of a very large site, leaving out the longest', () => {
    const names = Array.from({ length: 5_000 }, (_, number) => ({ entityType: 'post' as const, name: `trip report ${number}` }));
    const index = createSiteNameIndex([...names, { entityType: 'section', name: 'a much longer card heading than any post' }]);
    expect([...index.namedIn('trip report 4999')]).toEqual([['post', 3]]);
    expect(index.namedIn('longer card heading').size).toBe(0);
  });

  it('leaves out text too long to be a name', () => {
    const long = 'Small groups mean more time with your guide, a pace that suits everyone and less impact on the places we love.';
    expect(createSiteNameIndex([{ entityType: 'section', name: long }]).namedIn('more time with your guide').size).toBe(0);
  });
});

describe('namesInContent', () => {
  it('takes the text values of content at any depth, not links, files or long prose', () => {
    const content = {
      heading: 'Rental prices',
      backgroundImage: 'tents.png',
      items: [{ title: 'Backpacker Kit', price: '$65', link: { label: 'Book now', href: '/contact' } }],
      body: 'x'.repeat(200),
      count: 3,
    };
    expect(namesInContent(content, 'section').map((name) => name.name)).toEqual(['Rental prices', 'Backpacker Kit', '$65', 'Book now']);
  });
});

describe('siteNamesOf', () => {
  it('names images by their file names read as words, and entries by title and values', () => {
    const names = siteNamesOf({
      pages: [{ title: 'Pricing', sections: [{ heading: 'Rental prices' }] }],
      posts: [{ title: 'Renting vs. Buying' }],
      images: [{ filename: 'kayaks-on-river.png', altText: 'Two kayaks on a calm river' }],
      navigationLabels: ['Gear Rental'],
      entries: [{ title: 'Rachel O.', data: { trip: 'Alpine Skills Course' } }],
    });
    expect(names).toEqual([
      { entityType: 'page', name: 'Pricing' },
      { entityType: 'section', name: 'Rental prices' },
      { entityType: 'post', name: 'Renting vs. Buying' },
      { entityType: 'image', name: 'kayaks on river' },
      { entityType: 'image', name: 'Two kayaks on a calm river' },
      { entityType: 'navigationItem', name: 'Gear Rental' },
      { entityType: 'entry', name: 'Rachel O.' },
      { entityType: 'entry', name: 'Alpine Skills Course' },
    ]);
  });
});
