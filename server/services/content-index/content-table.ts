import fs from 'node:fs/promises';
import path from 'node:path';
import { connect, type Table } from '@lancedb/lancedb';
import type { ContentRow } from './content-rows.ts';

const TABLE = 'content';

/** The LanceDB "content" table of one directory, opened on first use; it may not exist yet. */
export type ContentTable = {
  /** The table name, also the stem of its metadata file. */
  readonly name: string;
  /** The table, or undefined while there is none. */
  open(): Promise<Table | undefined>;
  /** The vector length of the table as last opened or created; undefined while none is. */
  readonly dimension: number | undefined;
  /** Creates the table from `rows` (at least one: LanceDB infers the schema from them). */
  create(rows: ContentRow[]): Promise<void>;
  /** Drops the table, damaged or not. */
  drop(): Promise<void>;
  close(): void;
};

export function vectorDimension(schema: { fields: { name: string; type: unknown }[] }): number | undefined {
  return (schema.fields.find((field) => field.name === 'vector')?.type as { listSize?: number } | undefined)?.listSize;
}

export async function openContentTable(directory: string): Promise<ContentTable> {
  const connection = await connect(directory);
  let table: Table | undefined;
  let dimension: number | undefined;
  return {
    name: TABLE,
    get dimension() {
      return dimension;
    },
    async open() {
      if (table) return table;
      if (!(await connection.tableNames()).includes(TABLE)) return undefined;
      table = await connection.openTable(TABLE);
      dimension = vectorDimension(await table.schema());
      return table;
    },
    async create(rows) {
      table = await connection.createTable(TABLE, rows);
      dimension = rows[0]!.vector.length;
    },
    async drop() {
      table?.close();
      table = undefined;
      dimension = undefined;
      await connection.dropTable(TABLE).catch(() => {});
      // A corrupt table may refuse to drop; its directory goes either way.
      await fs.rm(path.join(directory, `${TABLE}.lance`), { recursive: true, force: true });
    },
    close() {
      table?.close();
      connection.close();
    },
  };
}
