import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';
import { tokenize } from './tokenize.ts';

// Words that negate what follows or precedes them, in the editors' languages ("don't delete anything",
// "nicht löschen", "no borres", "ta inte bort"). Folded and lower-case; CJK forms as the runs the tokenizer leaves.
export const NEGATIONS: ReadonlySet<string> = new Set(
  [
    ...['not', 'don', 'dont', 'doesn', 'never', 'no', 'nothing', 'without', 'instead'],
    ...['nicht', 'kein', 'keine', 'keinen', 'nichts', 'nie', 'ohne'],
    ...['ne', 'pas', 'rien', 'jamais', 'sans'],
    ...['nada', 'nunca', 'sin', 'sem', 'nao'],
    ...['non', 'niente', 'nulla', 'mai', 'senza'],
    ...['niet', 'geen', 'niks', 'nooit', 'zonder'],
    ...['nie', 'nic', 'bez'],
    ...['inte', 'ej', 'aldrig', 'utan', 'inget', 'inga'],
    ...['nu', 'nimic', 'fara'],
    ...['degil', 'hicbir', 'olmadan'],
    ...['не', 'ничего', 'нет', 'без'],
    ...['不', '别', '不要', '没有', '않', '말고', 'しない', 'ないで'],
  ].map((word) => foldAccents(word)),
);

/** Whether a message negates something: a request worded near a destructive verb may be asking not to. */
export function negates(message: string): boolean {
  return tokenize(boundText(message), { segmentUnspacedScripts: true }).some((word) => NEGATIONS.has(foldAccents(word)));
}
