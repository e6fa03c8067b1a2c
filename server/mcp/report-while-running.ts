import type { LoggingLevel, ProgressToken, ServerNotification } from '@modelcontextprotocol/sdk/types.js';

export type ReportWhileRunningOptions = {
  /** The tool being run, named in every report. */
  name: string;
  /** Sends on the call's own response stream. */
  send: (notification: ServerNotification) => Promise<void>;
  /** The request's progress token; without one, no progress is reported. */
  progressToken?: ProgressToken;
  /** The level the client asked for with logging/setLevel; without one, nothing is logged to it. */
  logLevel?: LoggingLevel;
  /** How often a running call reports. */
  intervalMs: number;
};

const SEVERITY: readonly LoggingLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
const logs = (level: LoggingLevel | undefined) => level !== undefined && SEVERITY.indexOf(level) <= SEVERITY.indexOf('info');

/**
 * Reports a tool call that takes seconds (deep research, a stock-photo download) while it runs: every
 * `intervalMs` a progress notification (when the request asked for progress) and an info log line
 * (when the client set a level that shows it), and a log line when it ends. Only to clients that asked:
 * some report any notification they did not expect as an error. Returns the function that stops it.
 */
export function reportWhileRunning({ name, send, progressToken, logLevel, intervalMs }: ReportWhileRunningOptions): () => void {
  if (progressToken === undefined && !logs(logLevel)) return () => {};
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const log = (data: string) => (logs(logLevel) ? send({ method: 'notifications/message', params: { level: 'info', logger: 'wayfinder', data } }) : undefined);
  let reports = 0;
  const timer = setInterval(() => {
    reports++;
    const message = `${name} still running (${seconds()} s)`;
    if (progressToken !== undefined) void send({ method: 'notifications/progress', params: { progressToken, progress: reports, message } }).catch(() => {});
    void log(message)?.catch(() => {});
  }, intervalMs);
  return () => {
    clearInterval(timer);
    if (reports > 0) void log(`${name} finished after ${seconds()} s`)?.catch(() => {});
  };
}
