import { NotFoundError, PermissionError, TransientError, ValidationError } from '../../errors/cms-errors.ts';
import type { GuardedHttpClient } from '../http/guarded-http-client.ts';
import { countWords, cutText, extractReadableContent } from './extract-readable-content.ts';

export type ReadablePage = {
  /** The URL that answered, after redirects. */
  url: string;
  title: string;
  byline: string | null;
  text: string;
  wordCount: number;
  truncated: boolean;
};

function refuseStatus(url: string, status: number): never {
  if (status === 404 || status === 410)
    throw new NotFoundError({
      entity: 'page',
      key: url,
      message: `${url} answered ${status}: the page does not exist (any more). Check the URL or search again.`,
    });
  if (status === 429) throw new TransientError(`${url} answered 429 (too many requests). Retry later.`);
  throw new PermissionError(`${url} answered ${status}: the site refuses this request (it may block automated readers). Try another source.`);
}

/** Fetches a page through the guard and returns its readable text: HTML via Readability, text and JSON as they are. */
export async function fetchReadablePage({
  http,
  url,
  maxCharacters,
  signal,
}: {
  http: GuardedHttpClient;
  url: string;
  maxCharacters: number;
  signal?: AbortSignal;
}): Promise<ReadablePage> {
  const response = await http.request({ url, headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5' }, signal });
  if (response.status >= 400) refuseStatus(response.url, response.status);
  const { body } = response;
  if (body.kind === 'binary') {
    throw new ValidationError({
      fields: [
        {
          field: 'url',
          message: `${response.url} is ${body.contentType} (${body.sizeBytes} bytes), not a readable page; http_get describes such files, pexels_downloadPhoto imports photos`,
        },
      ],
    });
  }
  if (body.kind === 'text' && (response.contentType === 'text/html' || response.contentType === 'application/xhtml+xml')) {
    const content = await extractReadableContent({ html: body.text, url: response.url, maxCharacters });
    return { url: response.url, title: content.title, byline: content.byline, text: content.text, wordCount: content.wordCount, truncated: content.truncated };
  }
  const fullText = body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.text.trim();
  return { url: response.url, title: '', byline: null, ...cutText(fullText, maxCharacters), wordCount: countWords(fullText) };
}
