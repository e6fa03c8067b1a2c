import fs from 'node:fs/promises';
import path from 'node:path';

/** What the stored vectors were made with; a different model or dimension makes them meaningless. */
export type IndexMetadata = {
  modelId: string;
  /** Vector length; null while the index holds no vectors yet. */
  dimension: number | null;
  /** The last content-outbox position the index applied; what comes after it is still to do. */
  outboxPosition: number;
};

const metadataPath = (directory: string, table: string) => path.join(directory, `${table}.index.json`);

/** The metadata beside `table`, or undefined when it is missing or unreadable (both mean: rebuild). */
export async function readIndexMetadata(directory: string, table: string): Promise<IndexMetadata | undefined> {
  try {
    const parsed = JSON.parse(await fs.readFile(metadataPath(directory, table), 'utf8')) as Partial<IndexMetadata>;
    if (typeof parsed.modelId !== 'string') return undefined;
    return {
      modelId: parsed.modelId,
      dimension: typeof parsed.dimension === 'number' ? parsed.dimension : null,
      // An index from before the outbox has an unknown position: rebuilding is the only safe start.
      outboxPosition: typeof parsed.outboxPosition === 'number' ? parsed.outboxPosition : -1,
    };
  } catch {
    return undefined;
  }
}

/** Written through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeIndexMetadata(directory: string, table: string, metadata: IndexMetadata): Promise<void> {
  await fs.mkdir(directory, { recursive: true });
  const target = metadataPath(directory, table);
  await fs.writeFile(`${target}.tmp`, JSON.stringify(metadata, null, 2));
  await fs.rename(`${target}.tmp`, target);
}
