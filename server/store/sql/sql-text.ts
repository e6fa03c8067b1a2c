/** "Crème brûlée: a guide!" -> "creme-brulee-a-guide"; `fallback` when nothing usable is left. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** A LIKE pattern matching `text` anywhere, with % and _ taken literally (use with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// Date.parse alone accepts almost anything ("5", "May"); insist on ISO 8601's shape first.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO-8601 date or date-time as a UTC ISO timestamp (comparable as text), or undefined if unreadable. */
export function parseTimestamp(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!ISO_DATE.test(trimmed) || !isCalendarDate(trimmed.slice(0, 10))) return undefined;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Date.parse rolls "2025-02-30" over to March; a real calendar date survives the round trip. */
function isCalendarDate(yearMonthDay: string): boolean {
  const [year = 0, month = 0, day = 0] = yearMonthDay.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
