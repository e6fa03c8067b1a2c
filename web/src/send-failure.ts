import type { MessageTextLimit } from '../../server/http/wire.ts';
import { ApiError } from './api-client.ts';

/** The server's limit on one message's text, restated so nothing of the server is bundled; its type holds it to the server's. */
export const MAX_MESSAGE_CHARACTERS: MessageTextLimit = 100_000;

/** What the page says when the server cannot be reached at all (the browser's "Failed to fetch"). */
export const SERVER_UNREACHABLE = "Couldn't reach Wayfinder. Your message is still in the box; try again.";

const number = (count: number) => count.toLocaleString('en');

/** Why the text cannot be sent as one message, in the editor's words; undefined when it can. */
export function tooLongToSend(text: string): string | undefined {
  if (text.length <= MAX_MESSAGE_CHARACTERS) return undefined;
  return (
    `This message has ${number(text.length)} characters; one message can have at most ${number(MAX_MESSAGE_CHARACTERS)} ` +
    `(about ${number(MAX_MESSAGE_CHARACTERS * 0.15)} words). Shorten it or send it in parts.`
  );
}

/**
 * Why a message the editor sent did not arrive, in the editor's words: the server's own reason when it
 * refused (a turn running in another tab, a body over its limit), otherwise that it could not be reached.
 */
export function describeSendFailure(error: Error): string {
  // fetch rejects with a TypeError, worded by the browser, when the server is down or the network is away.
  if (!(error instanceof ApiError)) return SERVER_UNREACHABLE;
  if (error.type === 'PAYLOAD_TOO_LARGE') return 'This message is too large for the server to accept. It is still in the box: shorten it or send it in parts.';
  return `${error.message} Your message is still in the box.`;
}

/**
 * Why a request without a message of the editor's failed (a Regenerate, the turn going on after an approval),
 * in the editor's words: the server's own reason when it refused, otherwise that it could not be reached.
 */
export function describeRequestFailure(error: Error): string {
  if (!(error instanceof ApiError)) return "Couldn't reach Wayfinder, so nothing happened. Try again once it is back.";
  return error.message;
}
