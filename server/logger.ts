import { type DestinationStream, pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/**
 * JSON logs on stdout (or `destination`, where tests read them back); secrets are redacted wherever
 * they appear under these keys.
 */
export function createLogger({ level, destination }: { level: string; destination?: DestinationStream }): Logger {
  const options = {
    level,
    redact: { paths: ['apiKey', '*.apiKey', 'authorization', '*.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
