import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error.ts';

/** Refuses a request body over `maxBytes` with 413 and a JSON reason, before any of it is parsed. */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError({ type: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${maxBytes} bytes.` });
    },
  });
