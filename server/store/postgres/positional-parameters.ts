import type { SqlParameters, SqlValue } from '../sql/sql-client.ts';

type Translation = { text: string; names: string[] | undefined; count: number };

/**
 * Rewrites the shared placeholder style (`?` in order, or `@name`) into PostgreSQL's `$1…$n`, skipping
 * quoted strings, quoted identifiers and comments. A repeated `@name` reuses its number.
 */
export function translatePlaceholders(sql: string): Translation {
  let text = '';
  let positional = 0;
  const names: string[] = [];
  for (let index = 0; index < sql.length; index += 1) {
    const character = sql[index]!;
    if (character === "'" || character === '"') {
      const end = sql.indexOf(character, index + 1);
      const stop = end === -1 ? sql.length : end + 1;
      text += sql.slice(index, stop);
      index = stop - 1;
    } else if (character === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(index, stop);
      index = stop - 1;
    } else if (character === '?') {
      positional += 1;
      text += `$${positional}`;
    } else if (character === '@' && /[A-Za-z_]/.test(sql[index + 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(index + 1))![0];
      if (!names.includes(name)) names.push(name);
      text += `$${names.indexOf(name) + 1}`;
      index += name.length;
    } else {
      text += character;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error(`A statement mixes ? and @name placeholders: ${sql}`);
  return { text, names: names.length > 0 ? names : undefined, count: positional };
}

/** The values in `$n` order for a translated statement; a named value the statement needs but lacks is an error. */
export function positionalValues({ names, count }: Translation, parameters: SqlParameters | undefined, sql: string): SqlValue[] {
  if (names) {
    const named = (parameters ?? {}) as Record<string, SqlValue>;
    return names.map((name) => {
      if (!(name in named)) throw new Error(`No value for @${name} in: ${sql}`);
      return named[name]!;
    });
  }
  const values = (parameters ?? []) as readonly SqlValue[];
  if (values.length !== count) throw new Error(`Expected ${count} values, got ${values.length}, for: ${sql}`);
  return [...values];
}
