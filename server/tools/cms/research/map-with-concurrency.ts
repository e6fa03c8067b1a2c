/** Like `Promise.all(items.map(work))`, with at most `limit` calls of `work` running at once; results keep the items' order. */
export async function mapWithConcurrency<ITEM, RESULT>(items: readonly ITEM[], limit: number, work: (item: ITEM) => Promise<RESULT>): Promise<RESULT[]> {
  const results = new Array<RESULT>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
