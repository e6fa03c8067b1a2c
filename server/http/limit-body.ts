import { bodyLimit } from 'hono/body-limit';

/** Refuses a request body over `maxBytes` with 413 and a JSON reason, before any of it is parsed. */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: { type: 'BAD_REQUEST', message: `Request body is larger than ${maxBytes} bytes.` } }, 413),
  });
