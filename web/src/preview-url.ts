import type { PreviewAccessGrant } from '../../server/http/wire.ts';

/** A preview path from the server (`/preview/home#section-3`) as a URL that opens it. */
export function previewUrl(path: string, { access }: PreviewAccessGrant): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('access', access);
  return url.pathname + url.search + url.hash;
}
