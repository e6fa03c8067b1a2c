import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';

// How editors report something wrong instead of naming the change: "the pricing page still says $165, it's 175
// now", "the footer Instagram link is wrong, it should be …", "hero subheading -> 'Six guides'", "typo in the
// heading". Each pattern is one way of saying that something should read or point elsewhere, in the editors'
// languages; matched on the folded, lower-case message.
const CORRECTIONS: readonly RegExp[] = [
  // a value and what it becomes: "services hero -> 'Adventures…'", "six → seven"
  /->|→|=>/,
  // en
  /\bshould (?:be|say|read|go|point|link|show)\b/,
  /\b(?:typo|misspel)/,
  /\b(?:is|are|looks) (?:wrong|incorrect|outdated|out of date)\b/,
  /\bstill (?:says|shows|showing|reads|has|lists)\b/,
  /\binstead of\b/,
  // de
  /\b(?:sollte|soll) .*\b(?:sein|heissen|lauten|stehen|zeigen|fuhren|verlinken)\b/,
  /\b(?:tippfehler|schreibfehler)\b/,
  /\b(?:ist|sind) (?:falsch|veraltet)\b/,
  /\b(?:an)?statt\b/,
  // fr
  /\bdevrai(?:t|ent)\b/,
  /\b(?:faute de frappe|coquille)\b/,
  /\b(?:est|sont) (?:faux|fausse|incorrecte?s?|errone)/,
  /\bau lieu de?\b/,
  // es
  /\bdeberia(?:n)? (?:ser|decir|poner|llevar|apuntar)\b/,
  /\b(?:errata|error (?:de tipeo|tipografico|ortografico))\b/,
  /\b(?:esta|estan) mal\b/,
  /\ben (?:lugar|vez) de\b/,
  // pt
  /\bdeveria(?:m)? (?:ser|dizer|estar|apontar)\b/,
  /\berro de digitacao\b/,
  /\b(?:esta|estao) errad/,
  /\b(?:em vez|ao inves) de\b/,
  // it
  /\bdovrebbe(?:ro)? (?:essere|dire|puntare|riportare)\b/,
  /\b(?:refuso|errore di battitura)\b/,
  /\b(?:e|sono) sbagliat/,
  /\binvece di\b/,
  // nl
  /\bzou(?:den)? moeten\b/,
  /\b(?:typfout|tikfout|spelfout)\b/,
  /\bklopt niet\b/,
  /\bin plaats van\b/,
  // pl
  /\bpowinn[oaiy]\b|\bpowinien\b/,
  /\bliterowk/,
  /\bjest (?:zle|bledn)/,
  /\bzamiast\b/,
  // sv
  /\b(?:borde|ska) (?:vara|sta|heta|ga|peka|lanka)\b/,
  /\bstavfel\b/,
  /\bar fel\b/,
  /\bistallet for\b/,
  // ro
  /\bar trebui sa\b/,
  /\bgreseala de (?:scriere|tipar)\b/,
  /\beste gresit/,
  /\bin loc de\b/,
  // tr
  /\bolmali\b/,
  /\byazim hatasi\b/,
  /\byanlis\b/,
  /\byerine\b/,
  // ru (\b knows only ASCII letters)
  /(?:^|\s)(?:должн[оаы]|должен) быть(?:\s|$)/,
  /(?:^|\s)опечатк/,
  /(?:^|\s)(?:неправильн|неверн|устарел)/,
  /(?:^|\s)вместо(?:\s|$)/,
  // ja, zh, ko: no word boundaries
  /誤字|誤植|タイポ|間違って|間違い|代わりに/,
  /错别字|打错|写错|错了|应该是|而不是/,
  /오타|잘못|대신|이어야/,
];

/**
 * Whether a message reports that something reads or points wrong and should be otherwise ("the pricing page
 * still says $165, it's 175 now"): a request to change it, though it names no change.
 */
export function asksForCorrection(message: string): boolean {
  const text = foldAccents(boundText(message).toLowerCase()).replace(/[’`]/g, "'");
  return CORRECTIONS.some((pattern) => pattern.test(text));
}
