/** Writes "label: done of total (elapsed)" for a long step, to a terminal or a log file. */
export type ProgressLine = {
  update(label: string, done: number, total: number): void;
  /** Ends the current line (a terminal keeps it; the next label starts a new one). */
  finish(): void;
};

/**
 * On a terminal the line is rewritten in place; elsewhere (CI logs, pipes) a line is printed at each
 * tenth of the way and at the end, so a log shows progress without thousands of lines.
 */
export function createProgressLine({
  stream = process.stderr,
  now = () => performance.now(),
}: {
  stream?: NodeJS.WriteStream;
  now?: () => number;
} = {}): ProgressLine {
  let current: { label: string; started: number; printedTenth: number } | undefined;
  const seconds = (started: number) => `${((now() - started) / 1000).toFixed(1)} s`;
  const finish = () => {
    if (current && stream.isTTY) stream.write('\n');
    current = undefined;
  };
  return {
    update(label, done, total) {
      if (current?.label !== label) {
        finish();
        current = { label, started: now(), printedTenth: -1 };
      }
      const text = `${label}: ${done} of ${total} (${seconds(current.started)})`;
      if (stream.isTTY) {
        stream.write(`\r${text}\x1b[K`);
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > current.printedTenth) {
        current.printedTenth = tenth;
        stream.write(`${text}\n`);
      }
    },
    finish,
  };
}
