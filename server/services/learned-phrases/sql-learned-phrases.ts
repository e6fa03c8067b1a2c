import type { SqlClient, SqlDatabase } from '../../store/sql/sql-client.ts';
import { type LearnedPhrase, type LearnedPhraseLimits, type LearnedPhraseStore, MAX_PHRASE_CHARS, type PhraseSource, SOURCES_KEPT } from './learned-phrases.ts';
import { phraseKey } from './phrase-key.ts';
import { decayedWeight } from './phrase-weight.ts';

export type SqlLearnedPhrasesOptions = {
  /** The database the CMS store uses too. */
  database: SqlDatabase;
  limits: LearnedPhraseLimits;
  /** Clock for sightings and decay; tests move it. */
  now?: () => Date;
};

type PhraseRow = { id: number; tool: string; phrase: string; seen_count: number; weight: number; first_seen: string; last_seen: string };
type SourceRow = { phrase_id: number; session_id: string; turn: number; editor: string; seen_at: string };

/** Writes of learned phrases wait only for each other, never for content or conversations. */
const SCOPE = { scope: 'learned-phrases' };

/** Learned phrases in the tables of migration 8, on either database. */
export function createSqlLearnedPhrases({ database, limits, now = () => new Date() }: SqlLearnedPhrasesOptions): LearnedPhraseStore {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const weightNow = (row: Pick<PhraseRow, 'weight' | 'last_seen'>, at: Date) =>
    decayedWeight({ weight: row.weight, since: row.last_seen, now: at, halfLifeDays: limits.halfLifeDays });

  /** Drops what decayed below the floor, then the lightest beyond each tool's cap and beyond the site's. */
  async function prune(db: SqlClient, at: Date): Promise<void> {
    const rows = (await db.all<PhraseRow>('SELECT id, tool, weight, last_seen FROM learned_phrases')).map((row) => ({ ...row, now: weightNow(row, at) }));
    rows.sort((left, right) => right.now - left.now || right.last_seen.localeCompare(left.last_seen) || right.id - left.id);
    const perTool = new Map<string, number>();
    const dropped: number[] = [];
    let kept = 0;
    for (const row of rows) {
      const ofTool = perTool.get(row.tool) ?? 0;
      if (row.now < limits.minWeight || ofTool >= limits.maxPerTool || kept >= limits.maxTotal) {
        dropped.push(row.id);
        continue;
      }
      perTool.set(row.tool, ofTool + 1);
      kept++;
    }
    await deletePhrases(db, dropped);
  }

  return {
    async record({ phrase, tools, source }) {
      const text = phrase.replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE_CHARS);
      const key = phraseKey(text);
      if (!key || tools.length === 0) return;
      const at = now();
      await database.transaction(async (db) => {
        for (const tool of new Set(tools)) {
          const row = await db.get<PhraseRow>('SELECT * FROM learned_phrases WHERE tool = ? AND phrase_key = ?', [tool, key]);
          let id: number;
          if (row) {
            const taught = await db.get('SELECT 1 FROM learned_phrase_sources WHERE phrase_id = ? AND session_id = ? AND turn = ?', [
              row.id,
              source.sessionId,
              source.turn,
            ]);
            if (taught) continue;
            await db.run('UPDATE learned_phrases SET phrase = ?, seen_count = ?, weight = ?, last_seen = ? WHERE id = ?', [
              text,
              row.seen_count + 1,
              weightNow(row, at) + 1,
              at.toISOString(),
              row.id,
            ]);
            id = row.id;
          } else {
            id = (await db.value<number>(
              'INSERT INTO learned_phrases (tool, phrase, phrase_key, seen_count, weight, first_seen, last_seen) VALUES (?, ?, ?, 1, 1, ?, ?) RETURNING id',
              [tool, text, key, at.toISOString(), at.toISOString()],
            ))!;
          }
          await db.run('INSERT INTO learned_phrase_sources (phrase_id, session_id, turn, editor, seen_at) VALUES (?, ?, ?, ?, ?)', [
            id,
            source.sessionId,
            source.turn,
            source.editor,
            source.at,
          ]);
          const stale = (await sourcesOf(db, [id])).slice(SOURCES_KEPT);
          for (const old of stale) {
            await db.run('DELETE FROM learned_phrase_sources WHERE phrase_id = ? AND session_id = ? AND turn = ?', [id, old.session_id, old.turn]);
          }
        }
        await prune(db, at);
      }, SCOPE);
      changed();
    },

    list: ({ tool } = {}) =>
      database.read(async (db) => {
        const at = now();
        const rows = await db.all<PhraseRow>('SELECT * FROM learned_phrases WHERE (CAST(@tool AS TEXT) IS NULL OR tool = @tool)', { tool: tool ?? null });
        const live = rows.map((row) => ({ row, weight: weightNow(row, at) })).filter(({ weight }) => weight >= limits.minWeight);
        const sources = await sourcesOf(
          db,
          live.map(({ row }) => row.id),
        );
        return live
          .map(
            ({ row, weight }): LearnedPhrase => ({
              id: row.id,
              tool: row.tool,
              phrase: row.phrase,
              seenCount: row.seen_count,
              weight,
              firstSeen: row.first_seen,
              lastSeen: row.last_seen,
              sources: sources.filter((source) => source.phrase_id === row.id).map(toSource),
            }),
          )
          .sort((left, right) => (left.tool < right.tool ? -1 : left.tool > right.tool ? 1 : right.weight - left.weight));
      }),

    async remove(id) {
      const removed = await database.transaction((db) => deletePhrases(db, [id]), SCOPE);
      if (removed > 0) changed();
      return removed > 0;
    },

    async removeTool(tool) {
      const removed = await database.transaction(
        async (db) => deletePhrases(db, await db.column<number>('SELECT id FROM learned_phrases WHERE tool = ?', [tool])),
        SCOPE,
      );
      if (removed > 0) changed();
      return removed;
    },

    async forgetTurns(turns) {
      if (turns.length === 0) return 0;
      const forgotten = await database.transaction(async (db) => {
        let count = 0;
        for (const { sessionId, turn } of turns) {
          const taught = await db.all<PhraseRow & SourceRow>(
            `SELECT p.*, s.phrase_id, s.session_id, s.turn, s.editor, s.seen_at FROM learned_phrase_sources s
             JOIN learned_phrases p ON p.id = s.phrase_id WHERE s.session_id = ? AND s.turn = ?`,
            [sessionId, turn],
          );
          for (const row of taught) {
            // The sighting's share of the weight as it stood at the last sighting.
            const share = decayedWeight({ weight: 1, since: row.seen_at, now: new Date(row.last_seen), halfLifeDays: limits.halfLifeDays });
            await db.run('DELETE FROM learned_phrase_sources WHERE phrase_id = ? AND session_id = ? AND turn = ?', [row.id, sessionId, turn]);
            if (row.seen_count <= 1 || row.weight - share <= 1e-9) await deletePhrases(db, [row.id]);
            else await db.run('UPDATE learned_phrases SET seen_count = ?, weight = ? WHERE id = ?', [row.seen_count - 1, row.weight - share, row.id]);
            count++;
          }
        }
        return count;
      }, SCOPE);
      if (forgotten > 0) changed();
      return forgotten;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The sources of these phrases, each phrase's newest first. */
async function sourcesOf(db: SqlClient, ids: readonly number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  return db.all<SourceRow>(
    `SELECT phrase_id, session_id, turn, editor, seen_at FROM learned_phrase_sources WHERE ${db.dialect.inJsonArray('phrase_id', '?', 'integer')}
     ORDER BY phrase_id, seen_at DESC, turn DESC`,
    [JSON.stringify(ids)],
  );
}

async function deletePhrases(db: SqlClient, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const list = JSON.stringify(ids);
  await db.run(`DELETE FROM learned_phrase_sources WHERE ${db.dialect.inJsonArray('phrase_id', '?', 'integer')}`, [list]);
  return (await db.run(`DELETE FROM learned_phrases WHERE ${db.dialect.inJsonArray('id', '?', 'integer')}`, [list])).changes;
}

const toSource = (row: SourceRow): PhraseSource => ({ sessionId: row.session_id, turn: row.turn, editor: row.editor, at: row.seen_at });
