/** The most characters one message's text may have; the chat page checks it before sending (`MessageTextLimit` in wire.ts). */
export const MAX_MESSAGE_CHARACTERS = 100_000;
