/** One turn that left the model's context, as its records tell it. */
export type EarlierTurn = {
  /** 1, 2, 3… within the conversation, counting the editor's messages. */
  number: number;
  /** What the editor wrote. */
  request: string;
  /** The answer's last text; a question there is what the turn left open. */
  answer: string;
  /** The change history's summaries of what the turn's tool calls changed, e.g. `Home › Hero banner: heading 'Welcome' → 'Spring Sale'`. */
  changes: string[];
};

/** Working memory's summary stays within this many tokens (o200k_base), whatever the conversation's length. */
export const SUMMARY_MAX_TOKENS = 400;

const REQUEST_CHARACTERS = 90;
const ANSWER_CHARACTERS = 120;
const CHANGE_CHARACTERS = 110;
const CHANGES_PER_TURN = 3;
/** The first turns usually set up what the session is about ("as we agreed at the start"): dropped last. */
const FIRST_TURNS_KEPT = 3;

const clip = (text: string, length: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

/** One turn in one line: what was asked, what changed (named by the change history), and what was answered or asked back. */
function describeTurn({ number, request, answer, changes }: EarlierTurn): string {
  const parts = [`T${number} asked "${clip(request, REQUEST_CHARACTERS)}"`];
  if (changes.length > 0) {
    const shown = changes.slice(0, CHANGES_PER_TURN).map((change) => clip(change, CHANGE_CHARACTERS));
    const more = changes.length - shown.length;
    parts.push(`changed: ${shown.join('; ')}${more > 0 ? ` (+${more} more)` : ''}`);
  }
  const answered = clip(answer, ANSWER_CHARACTERS);
  if (answered) parts.push(`${answered.endsWith('?') ? 'left open' : 'answered'}: "${answered}"`);
  return `${parts.join(' | ')}.`;
}

/**
 * Working memory's summary of the turns that left the model's context, written from their records (no model
 * call): a line per turn, oldest first. Over `maxTokens`, turns are dropped from the middle (after the first
 * three), those that changed nothing first, and a marker says how many went.
 */
export function summarizeEarlierTurns({
  turns,
  countTokens,
  maxTokens = SUMMARY_MAX_TOKENS,
}: {
  turns: readonly EarlierTurn[];
  countTokens: (text: string) => number;
  maxTokens?: number;
}): string | undefined {
  if (turns.length === 0) return undefined;
  const lines = turns.map((turn) => ({ turn, line: describeTurn(turn) }));
  let dropped = 0;
  const render = () => {
    const kept = lines.map((entry) => entry.line);
    if (dropped > 0) kept.splice(Math.min(FIRST_TURNS_KEPT, kept.length), 0, `(${dropped} more turns)`);
    return kept.join(' ');
  };
  while (lines.length > 1 && countTokens(render()) > maxTokens) {
    const droppable = lines.slice(FIRST_TURNS_KEPT).length > 0 ? FIRST_TURNS_KEPT : 1;
    const candidates = lines.slice(droppable);
    const unchanged = candidates.findIndex((entry) => entry.turn.changes.length === 0);
    lines.splice(droppable + (unchanged >= 0 ? unchanged : 0), 1);
    dropped++;
  }
  return render();
}
