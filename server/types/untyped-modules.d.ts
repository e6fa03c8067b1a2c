// Minimal declarations for packages that ship no types; only what Wayfinder calls.

declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}

declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const deu: string[];
  export const fra: string[];
  export const por: string[];
  export const ita: string[];
  export const nld: string[];
  export const pol: string[];
  export const ron: string[];
  export const swe: string[];
  export const tur: string[];
  export const rus: string[];
  export const jpn: string[];
  export const zho: string[];
  export const kor: string[];
  export const ces: string[];
  export const slk: string[];
  export const hrv: string[];
  export const dan: string[];
  export const nob: string[];
  export const fin: string[];
  export const hun: string[];
  export const cat: string[];
  export const ell: string[];
  export const ukr: string[];
  export const bul: string[];
  export const heb: string[];
  export const ara: string[];
  export const hin: string[];
  export const tha: string[];
  export const ind: string[];
  export const msa: string[];
  export const vie: string[];
  // languages without a profile, only to tell a text is written in one (server/text/stop-words-without-profile.ts)
  export const ben: string[];
  export const est: string[];
  export const fas: string[];
  export const lav: string[];
  export const lit: string[];
  export const urd: string[];
}

declare module 'wink-bm25-text-search' {
  /** A step of wink's text pipeline: the first gets the field's text, each later one what the step before returned; the last returns tokens. */
  type PrepTask = ((input: string) => string | string[]) | ((input: string[]) => string[]);
  export interface BM25Engine {
    defineConfig(config: { fldWeights: Record<string, number>; bm25Params?: { k1?: number; b?: number; k?: number }; ovFldNames?: string[] }): boolean;
    definePrepTasks(tasks: PrepTask[], field?: string): number;
    addDoc(document: Record<string, unknown>, id: string | number): number;
    consolidate(floatingPointPrecision?: number): boolean;
    search(text: string, limit?: number, filter?: (values: Record<string, unknown>, params: unknown) => boolean, params?: unknown): Array<[string, number]>;
    getTokens(): Record<string, number>;
    getIDF(): Record<number, number>;
    getDocs(): Record<string, { freq: Record<number, number>; length: number }>;
  }
  export default function bm25(): BM25Engine;
}
