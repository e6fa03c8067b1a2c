/** Markup that is already safe: built by `html` or by a renderer that escaped its input. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Text or markup that a renderer has vouched for. */
export const trusted = (markup: string) => new SafeHtml(markup);

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated value unless it is SafeHtml, so content written by
 * editors or the model (headings, alt texts, URLs) can never become markup. Arrays are joined;
 * undefined, null and false render nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + part + (index < values.length ? interpolate(values[index]) : ''), ''));
}
