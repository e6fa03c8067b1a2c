import type http from 'node:http';
import { sendHtml, sendJson, startLocalHttpServer } from '../../../support/local-http-server.ts';

export const BRAVE_TEST_KEY = 'test-brave-key';

function article({ title, byline, paragraphs }: { title: string; byline: string; paragraphs: string[] }) {
  return `<!doctype html><html><head><title>${title} | Example News</title></head><body>
    <nav><a href="/">Home</a> <a href="/about">About us</a> Subscribe to our newsletter today</nav>
    <article><h1>${title}</h1><p class="byline">By ${byline}</p>
    ${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
    </article><footer>Copyright Example News. All rights reserved.</footer></body></html>`;
}

const SHARED_FACT = 'Green roofs reduce urban heat by cooling the air above buildings during summer heat waves.';

export const ARTICLES: Record<string, string> = {
  '/articles/green-roofs-overview': article({
    title: 'Green roofs, explained',
    byline: 'Ada Gardener',
    paragraphs: [
      `${SHARED_FACT} Cities from Toronto to Copenhagen now require them on new flat roofs.`,
      'A green roof is a layer of vegetation planted over a waterproofing membrane, with drainage and a growing medium in between.',
      'Green roofs also absorb rainwater, which eases the load on city storm drains after heavy storms.',
      'The first modern systems were developed in Germany in the 1970s, where roughly ten percent of flat roofs are now planted.',
      'Maintenance is modest: extensive systems with sedum need weeding once or twice a year and little irrigation.',
    ],
  }),
  '/articles/green-roof-costs': article({
    title: 'What a green roof costs',
    byline: 'Ben Builder',
    paragraphs: [
      'Installing an extensive green roof costs between 100 and 250 euros per square metre in most European cities.',
      'Green roofs reduce urban heat by cooling the air above the buildings during summer heat waves, studies show.',
      'Building owners recover part of the cost because green roofs extend the life of the roof membrane by decades.',
      'Subsidies in Hamburg and Basel cover up to half of the installation cost for green roofs on existing buildings.',
      'The structural load of a saturated extensive roof is around 100 kilograms per square metre, which most roofs can carry.',
    ],
  }),
};

function searchResults(query: string, baseUrl: string) {
  const pages = [
    {
      title: '<strong>Green roofs</strong>, explained',
      url: `${baseUrl}/articles/green-roofs-overview`,
      description: 'How <strong>green roofs</strong> cool &amp; drain cities.',
    },
    { title: 'What a green roof costs', url: `${baseUrl}/articles/green-roof-costs`, description: 'Prices per square metre.' },
    { title: 'Missing study', url: `${baseUrl}/articles/removed`, description: 'Gone.' },
    { title: 'Intranet report', url: 'http://10.0.0.9/green-roofs', description: 'Internal.' },
    { title: 'Roof photo', url: `${baseUrl}/photo.png`, description: 'A picture.' },
  ];
  // Angle searches repeat some pages, as real search engines do, so deduplication is exercised.
  return query.includes('statistics') ? [pages[1]!, pages[3]!] : query.includes('examples') ? [pages[0]!, pages[4]!] : pages.slice(0, 3);
}

/** A local stand-in for the Brave Search API and the pages its results point to. */
export async function startFakeResearchWeb() {
  const server = await startLocalHttpServer((request, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/res/v1/web/search') {
      if (request.headers['x-subscription-token'] !== BRAVE_TEST_KEY) return sendJson(response, { error: 'invalid token' }, 401);
      const query = url.searchParams.get('q') ?? '';
      const results = searchResults(query, server.url).slice(0, Number(url.searchParams.get('count') ?? 20));
      return sendJson(response, { type: 'search', query: { original: query }, web: { type: 'search', results } });
    }
    const page = ARTICLES[url.pathname];
    if (page) return sendHtml(response, page);
    if (url.pathname === '/notes.txt') return void response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Plain notes.\nSecond line.');
    if (url.pathname === '/data.json') return sendJson(response, { roofs: 3 });
    if (url.pathname === '/photo.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(512, 7));
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  return server;
}
