import type { TextLanguage } from './language-profile.ts';
import { isStopWord } from './stop-words.ts';

/**
 * The languages among `candidates` whose stop words `words` use most ("dank je, dat was alles": Dutch, four
 * of them), all of them on a tie; none when no word is a stop word. A cheap guess at a short text's language,
 * good enough to say whose stop words surely apply.
 */
export function likelyLanguages(words: readonly string[], candidates: readonly TextLanguage[]): TextLanguage[] {
  let best: TextLanguage[] = [];
  let bestCount = 0;
  for (const language of candidates) {
    const count = words.filter((word) => isStopWord(word, { languages: [language] })).length;
    if (count > bestCount) [best, bestCount] = [[language], count];
    else if (count === bestCount && count > 0) best.push(language);
  }
  return best;
}
