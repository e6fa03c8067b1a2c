// Preloaded into a child Wayfinder process (node --import) by the crash tests: right after a COMMIT
// that made a section containing WAYFINDER_TEST_CRASH_MARKER exist, the process is killed as by a
// power cut (SIGKILL: no cleanup, no flush). Production code knows nothing of this.
import { DatabaseSync } from 'node:sqlite';

const marker = process.env.WAYFINDER_TEST_CRASH_MARKER;
const exec = DatabaseSync.prototype.exec;
DatabaseSync.prototype.exec = function execThenMaybeCrash(sql) {
  const result = exec.call(this, sql);
  if (marker && /^\s*COMMIT\b/i.test(sql)) {
    const row = this.prepare('SELECT COUNT(*) AS n FROM sections WHERE content_json LIKE ?').get(`%${marker}%`);
    if (row.n > 0) process.kill(process.pid, 'SIGKILL');
  }
  return result;
};
