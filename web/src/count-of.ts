/** `1 tool`, `3 tools`: a count with its noun, singular when there is one. */
export const countOf = (count: number, noun: string, plural = `${noun}s`) => `${count.toLocaleString('en')} ${count === 1 ? noun : plural}`;
