import { createLogger, type Logger } from '../../server/logger.ts';

export type CapturedLogs = {
  logger: Logger;
  /** Every line written so far, as written (JSON text). */
  lines: string[];
  /** The lines parsed, optionally only those of one trace event. */
  entries(event?: string): Array<Record<string, unknown>>;
};

/** A real pino logger at `level` whose lines the test can read back. */
export function captureLogs(level = 'info'): CapturedLogs {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line.trimEnd()) } });
  return {
    logger,
    lines,
    entries: (event) => lines.map((line) => JSON.parse(line)).filter((entry) => event === undefined || entry.event === event),
  };
}
