/** A question mark in any script's form: Latin and Cyrillic `?`, the full-width `？` of Chinese and Japanese, Arabic `؟`. */
const QUESTION_MARK = /[?？؟]/u;

/** Whether the text asks something, by its punctuation in any script. */
export function hasQuestionMark(text: string): boolean {
  return QUESTION_MARK.test(text);
}
