import { describe, expect, it } from 'vitest';
import { splitRequests } from '../../server/text/split-requests.ts';

const languages = ['en', 'es', 'de', 'fr', 'nl', 'zh'];

describe('splitRequests', () => {
  it('cuts a message at the words that join its requests, in its own language', () => {
    expect(splitRequests('list recent changes and undo some of them', { languages })).toEqual(['list recent changes', 'undo some of them']);
    expect(splitRequests('Lies den Beitrag und dann veröffentliche ihn', { languages })).toEqual(['Lies den Beitrag', 'veröffentliche ihn']);
    expect(splitRequests('列出最近的更改然后撤销它们', { languages })).toEqual(['列出最近的更改', '撤销它们']);
  });

  it('cuts at list items, sentences, semicolons, plus signs and commas', () => {
    expect(splitRequests('1. create a page called Winter\n2. add it to the main menu', { languages })).toEqual([
      'create a page called Winter',
      'add it to the main menu',
    ]);
    expect(splitRequests('change page slug + rename its menu label', { languages })).toEqual(['change page slug', 'rename its menu label']);
    expect(splitRequests('list drafts, publish all of them', { languages })).toEqual(['list drafts', 'publish all of them']);
  });

  it("leaves another language's joining word alone: Spanish “en” is no Dutch “and”", () => {
    expect(splitRequests('listar entradas en borrador', { languages })).toEqual(['listar entradas en borrador']);
    expect(splitRequests('zet de foto op de pagina en publiceer die', { languages })).toEqual(['zet de foto op de pagina', 'publiceer die']);
  });

  it('keeps a lone verb with the object it shares: “create and publish a blog post” is one request', () => {
    expect(splitRequests('create and publish a blog post', { languages })).toEqual(['create and publish a blog post']);
    expect(splitRequests('read post then edit its body', { languages })).toEqual(['read post', 'edit its body']);
  });

  it('keeps a single request, and a list too long to be separate requests, whole', () => {
    expect(splitRequests('update the hero heading', { languages })).toEqual(['update the hero heading']);
    const plan = 'add a page, add a post, add a menu link, add an image, add a section, add an entry, add a redirect';
    expect(splitRequests(plan, { languages })).toEqual([plan]);
  });
});
