import { type DestinationStream, pino, type Logger as PinoLogger, stdSerializers } from 'pino';

export type Logger = PinoLogger;

/** How much of an error's message and stack a line carries: a message may quote what a client sent. */
const ERROR_TEXT_LENGTH = 2_000;

const clip = (text: unknown) => (typeof text === 'string' && text.length > ERROR_TEXT_LENGTH ? `${text.slice(0, ERROR_TEXT_LENGTH)}… (cut)` : text);

function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  return serialized && typeof serialized === 'object' ? { ...serialized, message: clip(serialized.message), stack: clip(serialized.stack) } : serialized;
}

/**
 * JSON logs on stdout (or `destination`, where tests read them back); secrets are redacted wherever
 * they appear under these keys. Errors are serialised (type, message, stack) under `err` and `error`
 * alike: pino's default knows only `err`, and `{ error }` would log `{}`. Their message and stack are
 * cut to a few KB, so no line grows with what a client sent.
 */
export function createLogger({ level, destination }: { level: string; destination?: DestinationStream }): Logger {
  const options = {
    level,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: ['apiKey', '*.apiKey', 'authorization', '*.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
