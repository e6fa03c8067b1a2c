import { type DestinationStream, pino, type Logger as PinoLogger, stdSerializers } from 'pino';

export type Logger = PinoLogger;

/**
 * JSON logs on stdout (or `destination`, where tests read them back); secrets are redacted wherever
 * they appear under these keys. Errors are serialised (type, message, stack) under `err` and `error`
 * alike: pino's default knows only `err`, and `{ error }` would log `{}`.
 */
export function createLogger({ level, destination }: { level: string; destination?: DestinationStream }): Logger {
  const options = {
    level,
    serializers: { err: stdSerializers.err, error: stdSerializers.err },
    redact: { paths: ['apiKey', '*.apiKey', 'authorization', '*.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
