import type { Readable } from 'node:stream';
import { PermissionError } from '../../errors/cms-errors.ts';
import { ResponseTooLargeError } from './http-errors.ts';

/** A response body as the caller can use it: parsed JSON, decoded text, or only the facts about binary data. */
export type HttpBody = { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'binary'; contentType: string; sizeBytes: number };

/**
 * Reads at most `limitBytes`, failing as soon as the body (or its declared Content-Length) goes
 * past the limit rather than buffering an unbounded download.
 */
export async function readLimitedBytes({
  body,
  url,
  limitBytes,
  declaredLength,
}: {
  body: Readable;
  url: string;
  limitBytes: number;
  declaredLength?: number;
}): Promise<Uint8Array> {
  if (declaredLength !== undefined && declaredLength > limitBytes) {
    body.destroy();
    throw new ResponseTooLargeError({ url, limitBytes });
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limitBytes) {
      body.destroy();
      throw new ResponseTooLargeError({ url, limitBytes });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

export type MediaType = { type: string; charset?: string };

export function parseMediaType(header: string | undefined): MediaType {
  if (!header) return { type: '' };
  const [type = '', ...parameters] = header.split(';');
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1]).find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() };
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
const isText = (type: string) => type.startsWith('text/') || type === 'application/xml' || type.endsWith('+xml') || type === 'application/javascript';

function decode(bytes: Uint8Array, charset = 'utf-8', fatal = false): string {
  try {
    return new TextDecoder(charset, { fatal }).decode(bytes);
  } catch (error) {
    if (fatal) throw error;
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Deeper JSON is refused: walking it (to size, clip or send it on) would overflow the call stack. */
export const MAX_JSON_DEPTH = 512;

/** How deeply arrays and objects nest in a JSON text, counted without parsing it. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') deepest = Math.max(deepest, ++depth);
    else if (character === ']' || character === '}') depth--;
  }
  return deepest;
}

/** Interprets bytes by their declared type. Without a type, valid UTF-8 counts as text. */
export function interpretBody(bytes: Uint8Array, mediaType: MediaType): HttpBody {
  const { type, charset } = mediaType;
  if (isJson(type)) {
    const text = decode(bytes, charset);
    const depth = jsonNestingDepth(text);
    if (depth > MAX_JSON_DEPTH) {
      throw new PermissionError(
        `The response is JSON nested ${depth} levels deep; Wayfinder reads at most ${MAX_JSON_DEPTH}. Ask the API for a smaller or flatter resource.`,
      );
    }
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return { kind: 'text', text };
    }
  }
  if (isText(type)) return { kind: 'text', text: decode(bytes, charset) };
  if (type === '' && !bytes.includes(0)) {
    try {
      return { kind: 'text', text: decode(bytes, 'utf-8', true) };
    } catch {
      // not UTF-8: falls through to binary
    }
  }
  return { kind: 'binary', contentType: type || 'application/octet-stream', sizeBytes: bytes.byteLength };
}
