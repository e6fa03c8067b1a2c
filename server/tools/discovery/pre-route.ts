import { boundText } from '../../text/bound-text.ts';
import { isCourtesyWord } from '../../text/courtesy-words.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import type { ToolRanking } from './tool-search-engine.ts';

/** When the editor's own words name a tool this clearly, the model gets it before its first step. */
export const PRE_ROUTE_MIN_CONFIDENCE = 0.4;
const PRE_ROUTE_MIN_CONTENT_WORDS = 2;
/** A greeting or thanks makes a short message conversation ("Hallo! Was kannst du alles?"); a request after it names more. */
const PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY = 3;

/**
 * The tool to offer before the model's first step, or undefined. Only a confident keyword match on a
 * message of at least two content words counts: vectors alone and short messages ("what is a section?",
 * "Grazie mille") match some tool with confidence too, and a wrong guess costs a declaration every step.
 */
export function preRouteChoice({ message, ranking }: { message: string; ranking: ToolRanking }): string | undefined {
  if (ranking.path === 'vector' || ranking.topConfidence < PRE_ROUTE_MIN_CONFIDENCE) return undefined;
  const words = tokenize(boundText(message)).filter((word) => !isStopWord(word));
  const requestWords = words.filter((word) => !isCourtesyWord(word));
  const needed = requestWords.length < words.length ? PRE_ROUTE_MIN_CONTENT_WORDS_AFTER_COURTESY : PRE_ROUTE_MIN_CONTENT_WORDS;
  if (requestWords.length < needed) return undefined;
  return ranking.names[0];
}
