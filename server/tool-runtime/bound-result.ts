/** A string is never cut below this: shorter ones say little once cut. */
const MIN_KEPT_CHARACTERS = 200;
/** Room left for the note that says the result was cut. */
const NOTE_ROOM = 300;
/** What the marker at the end of a cut text takes. */
const MARKER_ROOM = 40;

const size = (value: unknown) => JSON.stringify(value)?.length ?? 0;

type Leaf = { holder: Record<string, unknown> | unknown[]; key: string | number; length: number };

/** Every string and every array inside a value, with where it sits, to cut the biggest first. */
function collect(value: unknown, strings: Leaf[], arrays: Leaf[]) {
  if (value === null || typeof value !== 'object') return;
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof item === 'string') strings.push({ holder: value as Leaf['holder'], key, length: item.length });
    else if (Array.isArray(item)) arrays.push({ holder: value as Leaf['holder'], key, length: item.length });
    collect(item, strings, arrays);
  }
}

const setAt = (leaf: Leaf, next: unknown) => {
  (leaf.holder as Record<string | number, unknown>)[leaf.key] = next;
};

/**
 * A tool result cut to at most `maxCharacters` of JSON, keeping its shape: the longest texts are cut first
 * (to no less than 200 characters each), then the longest lists lose their tail, each cut marked where it is,
 * and the result says it was cut. A result within the limit is returned as it is. Pure: the input is not changed.
 */
export function boundResult(output: unknown, maxCharacters: number): unknown {
  const original = size(output);
  if (original <= maxCharacters) return output;
  const budget = Math.max(0, maxCharacters - NOTE_ROOM);
  const root = { value: structuredClone(output) as unknown };
  const strings: Leaf[] = [];
  const arrays: Leaf[] = [];
  collect(root, strings, arrays);

  const textAt = (leaf: Leaf) => (leaf.holder as Record<string | number, string>)[leaf.key]!;
  // Longest first; a text is cut at most twice (escaped characters make its JSON longer than its length).
  for (let pass = 0; pass < 2; pass++) {
    for (const leaf of strings.sort((a, b) => textAt(b).length - textAt(a).length)) {
      const excess = size(root.value) - budget;
      if (excess <= 0) break;
      const text = textAt(leaf);
      const kept = Math.max(MIN_KEPT_CHARACTERS, text.length - excess - MARKER_ROOM);
      if (kept < text.length - MARKER_ROOM) setAt(leaf, `${text.slice(0, kept)}… [cut ${text.length - kept} characters]`);
    }
  }
  for (const leaf of arrays.sort((a, b) => b.length - a.length)) {
    const list = (leaf.holder as Record<string | number, unknown[]>)[leaf.key]!;
    let kept = list.length;
    while (kept > 1 && size(root.value) > budget) {
      kept = Math.floor(kept / 2);
      setAt(leaf, [...list.slice(0, kept), `… [${list.length - kept} more items cut]`]);
    }
    if (size(root.value) <= budget) break;
  }
  const note = `The result had ${original} characters; it was cut to about ${maxCharacters}. Ask for less (a narrower query, a page of results) to see the rest.`;
  if (size(root.value) > budget) return { resultCut: note, text: JSON.stringify(root.value).slice(0, budget) };
  const cut = root.value;
  return cut !== null && typeof cut === 'object' && !Array.isArray(cut) ? { ...cut, resultCut: note } : { result: cut, resultCut: note };
}
