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

export type ToolMatch = {
  name: string;
  /** 0-1: how well the query is explained by this tool, comparable across queries. */
  confidence: number;
  source: 'bm25' | 'vector' | 'hybrid';
};
