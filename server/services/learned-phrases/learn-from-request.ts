import { isCourtesyWord } from '../../text/courtesy-words.ts';
import { isSmallTalk } from '../../text/small-talk.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import type { CompletedWrite, ToolCallRecord } from '../../conversations/turn-history/turn-history.ts';
import { type LearnedPhraseStore, MAX_PHRASE_CHARS, type PhraseSource } from './learned-phrases.ts';

/** Fewer content words than this is no request of its own ("do it", "yes please", "publish it"): it leans on the conversation. */
const MIN_CONTENT_WORDS = 2;

/** More tools than this in one turn: the message asked for a sequence of things and names none of them in particular. */
export const MAX_TOOLS_TAUGHT = 3;

export type SkipReason = 'small talk' | 'too short' | 'too long' | 'no tools' | 'too many tools';

/** Why a message teaches nothing, or undefined when it reads as a request of its own. */
export function whyNotLearnable(message: string): SkipReason | undefined {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length > MAX_PHRASE_CHARS) return 'too long';
  if (isSmallTalk(text)) return 'small talk';
  const contentWords = tokenize(text).filter((word) => !isStopWord(word) && !isCourtesyWord(word));
  return contentWords.length < MIN_CONTENT_WORDS ? 'too short' : undefined;
}

/**
 * The tools a finished turn's request was for: those whose calls succeeded, tool_search aside (`searchTool`).
 * When the turn wrote, only the tools that wrote: the lookups before a write (listing pages to find the one
 * to delete) served it, and "delete the careers page" is no phrase for listing pages.
 */
export function toolsTaughtBy({
  toolCalls,
  writes,
  searchTool,
}: {
  toolCalls: readonly ToolCallRecord[];
  writes: readonly CompletedWrite[];
  searchTool: string;
}): string[] {
  const succeeded = toolCalls.filter((call) => call.tool !== searchTool && (call.outcome === 'ok' || call.outcome === 'replayed')).map((call) => call.tool);
  const wrote = writes.map((write) => write.tool).filter((tool) => succeeded.includes(tool));
  return [...new Set(wrote.length > 0 ? wrote : succeeded)];
}

/**
 * Learns the editor's message as a phrase of `tools`, unless it is small talk, too short or too long to be
 * one request, or the turn used more tools than one request names. The eval replays queries through here too.
 */
export async function learnFromRequest({
  learnedPhrases,
  message,
  tools,
  source,
}: {
  learnedPhrases: LearnedPhraseStore;
  message: string;
  tools: readonly string[];
  source: PhraseSource;
}): Promise<{ learned: true } | { learned: false; reason: SkipReason }> {
  if (tools.length === 0) return { learned: false, reason: 'no tools' };
  if (tools.length > MAX_TOOLS_TAUGHT) return { learned: false, reason: 'too many tools' };
  const reason = whyNotLearnable(message);
  if (reason) return { learned: false, reason };
  await learnedPhrases.record({ phrase: message, tools, source });
  return { learned: true };
}
