// Longest first: the first that fits is dropped. Particles mark a noun's role ("페이지를": the page, as object);
// the endings turn a verb into a request ("보여줘": show me, "삭제해 주세요": please delete).
const ENDINGS = [
  '해주세요',
  '주세요',
  '해줄래',
  '해줘',
  '어줘',
  '아줘',
  '워줘',
  '줘',
  '하기',
  '하고',
  '하다',
  '해',
  '에서는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '이랑',
  '한테',
  '처럼',
  '보다',
  '을',
  '를',
  '은',
  '는',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '이',
  '가',
  '랑',
];

/**
 * A Korean word as search terms: its particle or request ending dropped, the rest as overlapping syllable
 * pairs, so compounds and inflected forms still share terms: "페이지를" -> "페이", "이지"; "발행해줘" -> "발행".
 * Korean is written with spaces, but each space-separated word glues a noun to its particle or a verb to its
 * ending, and Snowball has no Korean stemmer.
 */
export function splitKoreanWord(word: string): string[] {
  const ending = ENDINGS.find((candidate) => word.length >= candidate.length + 2 && word.endsWith(candidate));
  const stem = ending ? word.slice(0, -ending.length) : word;
  const syllables = [...stem];
  if (syllables.length <= 2) return [stem];
  return syllables.slice(0, -1).map((syllable, index) => syllable + syllables[index + 1]);
}
