import { foldAccents } from '../../text/fold-accents.ts';
import { segmentSentences } from '../../text/segment-sentences.ts';
import { stemWord } from '../../text/stem-word.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';

export type SourceDocument = { url: string; text: string };

/** One statement taken verbatim from the sources, with every source that says (nearly) the same. */
export type Finding = { statement: string; sources: string[] };

// Research topics and sources are read as English: its stop words and stems.
const SUMMARY_LANGUAGE = 'en';

/** Stemmed content words, accents folded, so "trends" matches "trend"; words under three letters carry too little. */
export function contentTerms(text: string): string[] {
  return tokenize(text, { splitIdentifiers: false })
    .filter((word) => word.length > 2 && !isStopWord(word, { languages: [SUMMARY_LANGUAGE] }))
    .map((word) => foldAccents(stemWord(word, SUMMARY_LANGUAGE)));
}

const MIN_SENTENCE_CHARACTERS = 40;
const MAX_SENTENCE_CHARACTERS = 400;
/** Above this share of common terms two sentences count as the same finding. */
const SAME_FINDING_SIMILARITY = 0.5;

/** The sentences of `text` that can stand alone as a finding: complete, neither fragments nor walls of text. */
export function splitSentences(text: string): string[] {
  return segmentSentences(text, { language: SUMMARY_LANGUAGE }).filter(
    (sentence) => sentence.length >= MIN_SENTENCE_CHARACTERS && sentence.length <= MAX_SENTENCE_CHARACTERS && /[.!?]["”)]?$/.test(sentence),
  );
}

function similarity(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const term of left) if (right.has(term)) shared += 1;
  return shared / (left.size + right.size - shared || 1);
}

type Candidate = { sentence: string; url: string; terms: Set<string>; score: number };

function scoreSentences(topicTerms: ReadonlySet<string>, documents: readonly SourceDocument[]): Candidate[] {
  return documents.flatMap(({ url, text }) =>
    splitSentences(text).map((sentence) => {
      const words = contentTerms(sentence);
      const terms = new Set(words);
      const matched = [...topicTerms].filter((term) => terms.has(term)).length;
      // Share of the topic covered first; repeated topic words break ties without rewarding padding.
      const repeats = words.filter((word) => topicTerms.has(word)).length;
      return { sentence, url, terms, score: matched / topicTerms.size + Math.min(repeats, 5) * 0.01 };
    }),
  );
}

/**
 * An extractive summary: the sentences sharing most terms with the topic, near-duplicates merged
 * into one finding that lists each source saying it. Findings several sources agree on come first.
 */
export function summarizeExtractively({
  topic,
  documents,
  maxFindings = 8,
}: {
  topic: string;
  documents: readonly SourceDocument[];
  maxFindings?: number;
}): Finding[] {
  const topicTerms = new Set(contentTerms(topic));
  if (topicTerms.size === 0) return [];
  // One shared word is chance for a multi-word topic; two make a sentence about it.
  const minimumScore = Math.min(2, topicTerms.size) / topicTerms.size;
  const candidates = scoreSentences(topicTerms, documents)
    .filter((candidate) => candidate.score >= minimumScore)
    .sort((left, right) => right.score - left.score);

  const findings: Array<Candidate & { sources: string[] }> = [];
  for (const candidate of candidates) {
    const same = findings.find((finding) => similarity(finding.terms, candidate.terms) >= SAME_FINDING_SIMILARITY);
    if (same) {
      if (!same.sources.includes(candidate.url)) same.sources.push(candidate.url);
    } else if (findings.length < maxFindings) {
      findings.push({ ...candidate, sources: [candidate.url] });
    }
  }
  return findings
    .sort((left, right) => right.sources.length - left.sources.length || right.score - left.score)
    .map(({ sentence, sources }) => ({ statement: sentence, sources }));
}
