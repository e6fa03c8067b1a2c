import { PNG } from 'pngjs';
import { sendHtml, sendJson, startLocalHttpServer } from '../../../support/local-http-server.ts';

export const PEXELS_TEST_KEY = 'test-pexels-key';

/** A real 40x30 PNG, so the image store can read its dimensions. */
export function smallPng(): Buffer {
  const png = new PNG({ width: 40, height: 30 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

function photo(baseUrl: string, id: number, alt: string, imagePath = `/images/${id}.png`) {
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/${id}/`,
    photographer: 'Jane Doe',
    photographer_url: 'https://www.pexels.com/@jane-doe',
    avg_color: '#7D8A99',
    alt,
    src: {
      original: `${baseUrl}${imagePath}?size=original`,
      large: `${baseUrl}${imagePath}?size=large`,
      medium: `${baseUrl}${imagePath}?size=medium`,
      small: `${baseUrl}${imagePath}?size=small`,
    },
  };
}

/** A local stand-in for api.pexels.com and its image CDN. Photo 101 is a real PNG; 102's "image" is an HTML error page. */
export async function startFakePexels() {
  const pngBytes = smallPng();
  const server = await startLocalHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/images/')) {
      if (url.pathname === '/images/101.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes);
      return sendHtml(response, '<h1>Access denied</h1>');
    }
    if (request.headers.authorization !== PEXELS_TEST_KEY) return sendJson(response, { error: 'Unauthorized' }, 401);
    if (url.pathname === '/v1/search') {
      const query = url.searchParams.get('query') ?? '';
      const photos = query.includes('nothing') ? [] : [photo(server.url, 101, 'Mountain lake at sunrise'), photo(server.url, 102, '')];
      return sendJson(response, {
        page: Number(url.searchParams.get('page') ?? 1),
        per_page: Number(url.searchParams.get('per_page') ?? 15),
        total_results: photos.length * 10,
        photos,
      });
    }
    const single = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    if (single?.[1] === '101') return sendJson(response, photo(server.url, 101, 'Mountain lake at sunrise'));
    if (single?.[1] === '102') return sendJson(response, photo(server.url, 102, '', '/images/102.png'));
    sendJson(response, { error: 'Not Found' }, 404);
  });
  return server;
}
