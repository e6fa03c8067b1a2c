/** How much of a client-chosen string (a tool name, an id, a query) a log line or an echoed error carries. */
export const LOGGED_TEXT_LENGTH = 200;

/**
 * A string a client chose, cut to a bounded length with a note of how long it was: a 500 KB tool name
 * must not become a 500 KB log line, nor be echoed back whole.
 */
export function clipForLog(text: string, length = LOGGED_TEXT_LENGTH): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${text.length} characters)`;
}
