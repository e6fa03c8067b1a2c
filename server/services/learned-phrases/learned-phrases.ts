/** A turn a phrase was learned from: undoing that turn's changes forgets what it taught. */
export type PhraseSource = {
  sessionId: string;
  /** The turn's number within the conversation. */
  turn: number;
  editor: string;
  /** ISO time the turn taught it. */
  at: string;
};

/** A request this site's editors made of a tool in their own words, searched like the tool's built-in phrases. */
export type LearnedPhrase = {
  id: number;
  tool: string;
  /** The editor's message as sent (whitespace collapsed), at most `MAX_PHRASE_CHARS`. */
  phrase: string;
  /** How many turns taught it (the same wording counted once per turn). */
  seenCount: number;
  /** Its sightings now: each counts 1 when made and half as much every half-life after. */
  weight: number;
  firstSeen: string;
  lastSeen: string;
  /** The latest turns that taught it, newest first (at most `SOURCES_KEPT`). */
  sources: PhraseSource[];
};

/** How much is kept, and for how long. */
export type LearnedPhraseLimits = {
  /** Phrases kept per tool; the lightest go first. @default 20 */
  maxPerTool: number;
  /** Phrases kept for the whole site, whatever the tools. @default 1000 */
  maxTotal: number;
  /** Days after which a sighting counts half as much. @default 60 */
  halfLifeDays: number;
  /** Phrases lighter than this are dropped: 0.25 is a phrase seen once, two half-lives ago. @default 0.25 */
  minWeight: number;
};

/** Learning from use, as configured (`WAYFINDER_LEARNING*`). */
export type LearningConfig = LearnedPhraseLimits & {
  /** Off: no turn teaches anything and search ignores what was learned; the endpoints still list and remove. */
  enabled: boolean;
};

/** The longest phrase kept; a longer message is no one request (a numbered list of steps, a pasted text). */
export const MAX_PHRASE_CHARS = 200;

/** Turns remembered per phrase, for undo; an undo further back than this many sightings leaves the phrase. */
export const SOURCES_KEPT = 10;

export interface LearnedPhraseStore {
  /**
   * Learns `phrase` for each tool, in one transaction: a phrase the tool has already (same words, case and
   * accents aside) gains a sighting instead of a row. A turn teaches a phrase once, however often it is recorded.
   * Then the lightest phrases beyond the limits, and those that decayed below the floor, are dropped.
   */
  record(options: { phrase: string; tools: readonly string[]; source: PhraseSource }): Promise<void>;
  /** What is learned now (decayed below the floor left out), by tool and then heaviest first. */
  list(options?: { tool?: string }): Promise<LearnedPhrase[]>;
  /** Forgets one phrase; false when there is no such phrase. */
  remove(id: number): Promise<boolean>;
  /** Forgets every phrase of a tool; the number forgotten. */
  removeTool(tool: string): Promise<number>;
  /** Takes back what these turns taught (their changes were undone); the number of phrases that lost a sighting. */
  forgetTurns(turns: ReadonlyArray<{ sessionId: string; turn: number }>): Promise<number>;
  /** Hears every committed change (this process's); returns the way to stop hearing. */
  subscribe(listener: () => void): () => void;
}
