import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** JSON logs on stdout; secrets are redacted wherever they appear under these keys. */
export function createLogger({ level }: { level: string }): Logger {
  return pino({
    level,
    redact: { paths: ['apiKey', '*.apiKey', 'authorization', '*.authorization', 'headers.authorization'], censor: '[redacted]' },
  });
}
