import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';
import { likelyLanguages } from './likely-languages.ts';
import { tokenize } from './tokenize.ts';

// Words by which a message points back at what was just done: pronouns and demonstratives ("update it",
// "make that bigger"), "one" ("and the campfire one?") and words of repetition or addition ("again",
// "too"). Folded and lower-case. Articles that double as pronouns (French "le", Spanish "la") are left
// out: "la página" would count; French and Portuguese object pronouns are found after a hyphen instead.
const REFERRING_WORDS: Record<string, readonly string[]> = {
  en: ['it', 'its', 'that', 'this', 'these', 'those', 'them', 'they', 'one', 'ones', 'same', 'again', 'too', 'also', 'instead', 'another'],
  de: ['es', 'das', 'dies', 'diese', 'dieses', 'diesen', 'dieser', 'ihn', 'ihm', 'sie', 'dasselbe', 'denselben', 'dieselbe', 'nochmal', 'noch', 'wieder'],
  fr: ['ca', 'cela', 'ceci', 'celui', 'celle', 'ceux', 'celles', 'lui', 'leur', 'meme', 'encore', 'aussi', 'pareil', 'plutot', 'autre'],
  es: ['lo', 'los', 'le', 'les', 'eso', 'esto', 'esa', 'ese', 'esas', 'esos', 'ello', 'mismo', 'misma', 'otra', 'otro', 'tambien', 'igual'],
  pt: ['isso', 'isto', 'aquilo', 'ele', 'ela', 'eles', 'elas', 'mesmo', 'mesma', 'outra', 'outro', 'tambem', 'novamente'],
  it: ['lo', 'li', 'questo', 'questa', 'quello', 'quella', 'quelli', 'stesso', 'stessa', 'ancora', 'anche', 'invece', 'altro', 'altra'],
  nl: ['het', 'dat', 'dit', 'deze', 'die', 'ze', 'hem', 'hetzelfde', 'dezelfde', 'nog', 'weer', 'opnieuw', 'ook'],
};

const LANGUAGES = Object.keys(REFERRING_WORDS);
const ALL_WORDS = new Set(Object.values(REFERRING_WORDS).flat());

// A demonstrative as the subject of "to be" comments on the conversation instead of pointing at something
// to change: "that's all", "das war's", "das ist super", "eso es todo", "dat is alles".
const DEMONSTRATIVES = new Set([
  'that',
  'this',
  'it',
  'das',
  'dies',
  'es',
  'ca',
  'cela',
  'eso',
  'esto',
  'isso',
  'isto',
  'questo',
  'quello',
  'dat',
  'dit',
  'het',
]);
const FORMS_OF_BE = new Set(['s', 'is', 'was', 'ist', 'war', 'wars', 'est', 'etait', 'es', 'era', 'fue', 'e', 'foi', 'fu']);

// "Everything that" is a free relative, not a pointer: "todo lo que tengamos sobre primeros auxilios",
// "tutto quello che abbiamo sul kayak" ask for a search, yet "lo" and "quello" are on the lists.
const QUANTIFIERS = new Set(['todo', 'tutto']);
const RELATIVES = new Set(['que', 'cual', 'che']);

// French and Portuguese imperatives carry their object after a hyphen: "publie-le", "mets-la", "altera-o".
const HYPHENATED_OBJECT = /\p{L}-(le|la|les|lui|leur|y|en|o|a|os|as|lo|los|las|no|na|lhe)\b/iu;

// Spanish imperatives carry it at the end, with the stress mark the added syllable needs: "cámbialo", "publícala".
const SPANISH_ENCLITIC = /^\p{L}{3,}(lo|la|los|las|le|les)$/u;
const STRESS_MARK = /[áéíóú]/u;

/**
 * Whether a message plausibly refers back to the conversation ("update it", "und das Bild auch?",
 * "publie-le", "cámbialo") rather than standing alone ("thanks!", "Danke, das war's"). Lists for English,
 * German, French, Spanish, Portuguese, Italian and Dutch; a message whose stop words name none of them is
 * checked against all the lists.
 */
export function refersBack(fullMessage: string): boolean {
  const message = boundText(fullMessage);
  if (HYPHENATED_OBJECT.test(message)) return true;
  const words = tokenize(message, { splitIdentifiers: false });
  const folded = words.map(foldAccents);
  // The lists of the languages the message most likely is in: German "es" (it) is Spanish "es" (is).
  const languages = likelyLanguages(words, LANGUAGES);
  const referring = languages.length > 0 ? new Set(languages.flatMap((language) => REFERRING_WORDS[language] ?? [])) : ALL_WORDS;
  for (let index = 0; index < words.length; index++) {
    const word = folded[index]!;
    if (SPANISH_ENCLITIC.test(words[index]!) && STRESS_MARK.test(words[index]!)) return true;
    if (QUANTIFIERS.has(folded[index - 1] ?? '') && RELATIVES.has(folded[index + 1] ?? '')) continue;
    // The pair is skipped whole: "es" in "eso es todo" is Spanish "is", not German "it".
    if (DEMONSTRATIVES.has(word) && FORMS_OF_BE.has(folded[index + 1] ?? '')) index++;
    else if (referring.has(word)) return true;
  }
  return false;
}
