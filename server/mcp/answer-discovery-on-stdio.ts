import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * Stdin as the stdio server reads it, with `server/discover` requests answered at once on stdout and
 * taken out. A client of MCP 2026-07-28 sends one first and gives up on it after a second (the AI SDK's
 * does), while Wayfinder takes seconds to load and start: answered only then, the reply would reach a
 * client that no longer knows the request ("Received a response for an unknown message ID"). So stdin
 * is read on a worker thread from the first moment; every other line waits here until the server is
 * ready to read it.
 */
export function answerDiscoveryOnStdio(): { input: Readable; listening: Promise<void> } {
  const input = new PassThrough();
  const reader = new Worker(new URL('./stdin-reader-worker.ts', import.meta.url));
  const listening = new Promise<void>((resolve) => {
    reader.on('message', (message: string | null | { listening: true }) => {
      if (message === null) input.end();
      else if (typeof message === 'string') input.write(message);
      else resolve();
    });
    reader.on('error', (error: Error) => {
      input.destroy(error);
      resolve();
    });
  });
  // The worker keeps the process alive while stdin is open, as reading stdin on this thread would; it ends when stdin does.
  return { input, listening };
}
