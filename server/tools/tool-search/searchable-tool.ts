import type { PhraseLanguage } from './tool-metadata.ts';

/** What search indexes about a tool: Wayfinder's own tools and external catalogues share this shape. */
export type SearchableTool = {
  name: string;
  description: string;
  category?: string;
  /** Property names and descriptions of the input schema. */
  parameters: Array<{ name: string; description?: string }>;
  phrases?: Partial<Record<PhraseLanguage, string[]>>;
  /** Requests this site's editors made of the tool (learned from use), in no known language. */
  learnedPhrases?: readonly string[];
};

/**
 * Whether any tool of the catalogue has phrases. The learned parts (gates, answer chooser) were fitted on rankings that
 * rest on phrases; a catalogue without them (an external one) is judged by the hand-set rules where those carry better.
 */
export function hasPhrases(tools: readonly SearchableTool[]): boolean {
  return tools.some((tool) => Object.keys(tool.phrases ?? {}).length > 0);
}

export type ToolMatch = {
  name: string;
  /** 0-1: how well the query is explained by this tool, comparable across queries. */
  confidence: number;
  source: 'bm25' | 'vector' | 'hybrid';
};

/** Matches at least this share of the best one's confidence are the query's own answers; the rest are guesses. */
const STRONG_SHARE = 0.5;

/** The matches, best first, at least half as confident as the best one: what the query itself asks for. Pure. */
export function strongMatches<MATCH extends ToolMatch>(matches: readonly MATCH[]): MATCH[] {
  const [best] = matches;
  return best ? matches.filter((match) => match.confidence >= STRONG_SHARE * best.confidence) : [];
}
