import { describe, expect, it } from 'vitest';
import { stripValues } from '../../server/text/strip-values.ts';

const words = (text: string) => stripValues(text).split(/\s+/).filter(Boolean);

describe('stripValues', () => {
  it('leaves what a request asks for and drops what it only names', () => {
    expect(words(`delete post "Holiday Gift Cards Are Back"`)).toEqual(['delete', 'post']);
    expect(words('getPost slug desert-canyon-hiking-safety')).toEqual(['getPost', 'slug']);
    expect(words('http_get https://api.weather.gov/points/37.81,-107.66')).toEqual(['http_get']);
    expect(words('swap about hero backgroundImage to guides-team-portrait.png')).toEqual(['swap', 'about', 'hero', 'backgroundImage', 'to']);
    expect(words('send email to anna@summittrail.co')).toEqual(['send', 'email', 'to']);
    expect(words('POST /wp-json/wp/v2/pages')).toEqual(['POST']);
  });

  it('keeps the key of a key=value pair, a field name, and drops its value', () => {
    expect(words('replaceImage fromImageId=4 toImageId=9')).toEqual(['replaceImage', 'fromImageId', 'toImageId']);
  });

  it('drops numbers and ids that carry digits', () => {
    expect(words('delete image IMG_2041 and section 42')).toEqual(['delete', 'image', 'and', 'section']);
    expect(words('create coupon SPRING25 20% off')).toEqual(['create', 'coupon', 'off']);
  });

  it("keeps an apostrophe inside a word: Kai's is no quotation", () => {
    expect(words("Add Kai's new certification, it's on my desktop")).toEqual(['Add', "Kai's", 'new', 'certification,', "it's", 'on', 'my', 'desktop']);
  });
});
