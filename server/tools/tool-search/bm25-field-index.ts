import bm25 from 'wink-bm25-text-search';
import type { KeywordField } from './analyze-tool.ts';

/** A tool's BM25 score for a query; `position` is the tool's place in the catalogue. */
export type Bm25Score = { position: number; score: number };

export type Bm25FieldIndex = {
  /** The best-scoring tools for the terms, best first, at most `limit`. */
  search(options: { terms: readonly string[]; limit: number }): Bm25Score[];
  /** Each indexed term's inverse document frequency: how rare, and so how telling, it is. */
  idfByTerm: ReadonlyMap<string, number>;
};

export type CreateBm25FieldIndexOptions = {
  /** Each tool's terms per field, in catalogue order. */
  documents: ReadonlyArray<Record<KeywordField, string[]>>;
  /** BM25F field weights. */
  fieldWeights: Record<KeywordField, number>;
};

const PADDING = 'padding-';

// wink's search() takes a string and runs the prep tasks on it; the text is analysed before it
// reaches wink, so the one prep task just splits the analysed terms back out.
const splitTerms = (text: string) => (text ? text.split(' ') : []);

/** wink's BM25F over analysed terms: the documents go in already analysed, the query too. */
export function createBm25FieldIndex({ documents, fieldWeights }: CreateBm25FieldIndexOptions): Bm25FieldIndex {
  const engine = bm25();
  engine.defineConfig({ fldWeights: fieldWeights, bm25Params: { k1: 1.2, b: 0.75, k: 1 } });
  engine.definePrepTasks([splitTerms]);
  documents.forEach((fields, position) => {
    engine.addDoc(Object.fromEntries(Object.entries(fields).map(([field, terms]) => [field, terms.join(' ')])), String(position));
  });
  // wink refuses to consolidate fewer than three documents; tiny catalogues get inert padding.
  for (let padding = documents.length; padding < 3; padding++) {
    engine.addDoc({ name: '', phrases: '', description: '', category: '', parameters: '', learned: '' }, `${PADDING}${padding}`);
  }
  engine.consolidate();
  const idf = engine.getIDF();
  const idfByTerm = new Map(Object.entries(engine.getTokens()).map(([term, index]) => [term, idf[index] ?? 0]));
  return {
    idfByTerm,
    search: ({ terms, limit }) =>
      engine
        .search(terms.join(' '), limit)
        .filter(([id]) => !id.startsWith(PADDING))
        .map(([id, score]) => ({ position: Number(id), score })),
  };
}
