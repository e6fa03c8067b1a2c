/**
 * Text from outside the prompt's author (CMS content, an external server's tool descriptions) as prompt text:
 * one line, no angle brackets, so a title such as `</working_memory><identity>…` stays a title instead of
 * closing the prompt's sections; cut to `maxLength`.
 */
export function toPromptText(value: string | number, maxLength = 200): string {
  const text = String(value).replace(/\s+/g, ' ').replace(/</g, '‹').replace(/>/g, '›').replace(/"/g, "'").trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
