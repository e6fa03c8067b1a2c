import { type FieldProblem, NotFoundError, ValidationError } from '../../errors/cms-errors.ts';
import type { CreatePostInput, ListPostsOptions, PostRecord, PostRepository, PostStatus, UpdatePostInput } from '../post-repository.ts';
import { likePattern, parseTimestamp, slugify } from './sql-text.ts';
import type { SqlClient, SqlDialect } from './sql-client.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { snapshotRow } from './change-history/recorded-tables.ts';

type PostRow = {
  id: number;
  slug: string;
  title: string;
  body: string;
  excerpt: string;
  status: PostStatus;
  published_at: string | null;
  author: string;
  tags_json: string;
  featured_image_id: number | null;
  created_at: string;
  updated_at: string;
};

/** Every column of a post once defaults and changes are applied, before it is written. */
type PostValues = Omit<PostRecord, 'id' | 'createdAt' | 'updatedAt'>;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    status: row.status,
    publishedAt: row.published_at,
    author: row.author,
    tags: JSON.parse(row.tags_json) as string[],
    featuredImageId: row.featured_image_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function readPost(db: SqlClient, column: 'id' | 'slug', value: number | string): Promise<PostRecord | undefined> {
  const row = await db.get<PostRow>(`SELECT * FROM posts WHERE ${column} = ?`, [value]);
  return row && toRecord(row);
}

/** Trimmed, without empties or case-insensitive duplicates, first spelling kept. */
function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((tag) => tag.trim()).filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

async function uniqueSlug(db: SqlClient, base: string): Promise<string> {
  const taken = async (slug: string) => (await db.value('SELECT 1 FROM posts WHERE slug = ?', [slug])) !== undefined;
  let candidate = base;
  for (let suffix = 2; await taken(candidate); suffix++) candidate = `${base}-${suffix}`;
  return candidate;
}

/** Checks a post as it would be stored and reports every problem at once. */
async function checkPost(db: SqlClient, post: PostValues, { id, unreadableDate }: { id?: number; unreadableDate?: string }): Promise<void> {
  const problems: FieldProblem[] = [];
  if (post.title === '') problems.push({ field: 'title', message: 'must not be empty' });
  if (post.author === '') problems.push({ field: 'author', message: 'must not be empty' });
  if (!SLUG_PATTERN.test(post.slug)) {
    problems.push({ field: 'slug', message: `"${post.slug}" is not a slug: use lowercase letters, digits and single hyphens, e.g. "spring-menu"` });
  } else {
    const owner = await db.get<{ id: number; title: string }>(`SELECT id, title FROM posts WHERE slug = ? AND ${db.dialect.differs('id', '?')}`, [
      post.slug,
      id ?? null,
    ]);
    if (owner)
      problems.push({
        field: 'slug',
        message: `"${post.slug}" is already used by post ${owner.id} "${owner.title}"; choose another or leave it out to derive one from the title`,
      });
  }
  if (unreadableDate !== undefined) {
    problems.push({ field: 'publishedAt', message: `"${unreadableDate}" is not a date: use ISO 8601, e.g. "2025-03-14" or "2025-03-14T09:30:00Z"` });
  } else if (post.status === 'draft' && post.publishedAt !== null) {
    problems.push({ field: 'publishedAt', message: 'a draft has no publication date: publish the post to date it' });
  }
  if (post.featuredImageId !== null && !(await db.get('SELECT 1 FROM images WHERE id = ?', [post.featuredImageId]))) {
    problems.push({ field: 'featuredImageId', message: `no image with id ${post.featuredImageId}` });
  }
  if (problems.length > 0) throw new ValidationError({ fields: problems });
}

/**
 * The date a post ends up with. `requested` is a parsed date, null to clear, undefined when not given.
 * A draft has none; a published post keeps its first date unless given another; an archived one keeps what it had.
 */
function decidePublishedAt(status: PostStatus, requested: string | null | undefined, previous: string | null, now: string): string | null {
  if (status === 'draft') return requested ?? null;
  if (status === 'published') return requested ?? previous ?? now;
  return requested === undefined ? previous : requested;
}

/** Parses a requested date; an unreadable one is reported by `checkPost` and otherwise treated as not given. */
function readRequestedDate(raw: string | null | undefined): { requested: string | null | undefined; unreadableDate?: string } {
  if (raw === undefined || raw === null) return { requested: raw };
  const requested = parseTimestamp(raw);
  return requested === undefined ? { requested, unreadableDate: raw } : { requested };
}

/** The post's stored columns, in the order INSERT and UPDATE name them: slug … featured_image_id. */
const storedColumns = (post: PostValues) => [
  post.slug,
  post.title,
  post.body,
  post.excerpt,
  post.status,
  post.publishedAt,
  post.author,
  JSON.stringify(post.tags),
  post.featuredImageId,
];

export function createSqlPostRepository(executor: SqlExecutor): PostRepository {
  return {
    create: (input: CreatePostInput) =>
      executor.write(async (db, changes, record) => {
        const now = new Date().toISOString();
        const status = input.status ?? 'draft';
        const { requested, unreadableDate } = readRequestedDate(input.publishedAt);
        const post: PostValues = {
          title: input.title.trim(),
          slug: input.slug ?? (await uniqueSlug(db, slugify(input.title, 'post'))),
          body: input.body,
          excerpt: input.excerpt?.trim() ?? '',
          status,
          publishedAt: decidePublishedAt(status, requested, null, now),
          author: input.author.trim(),
          tags: normaliseTags(input.tags ?? []),
          featuredImageId: input.featuredImageId ?? null,
        };
        await checkPost(db, post, { unreadableDate });
        const id = (await db.value<number>(
          `INSERT INTO posts (slug, title, body, excerpt, status, published_at, author, tags_json, featured_image_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [...storedColumns(post), now, now],
        ))!;
        changes.push({ type: 'post', id });
        record({ action: 'create', before: [], after: [await snapshotRow(db, 'posts', id)] });
        return (await readPost(db, 'id', id))!;
      }),

    getById: (id) => executor.read((db) => readPost(db, 'id', id)),

    getBySlug: (slug) => executor.read((db) => readPost(db, 'slug', slug)),

    list: (options: ListPostsOptions) =>
      executor.read(async (db) => {
        const { where, parameters } = buildFilter(db.dialect, options);
        const total = (await db.value<number>(`SELECT COUNT(*) FROM posts ${where}`, parameters))!;
        const rows = await db.all<PostRow>(`SELECT * FROM posts ${where} ORDER BY COALESCE(published_at, created_at) DESC, id DESC LIMIT ? OFFSET ?`, [
          ...parameters,
          options.limit,
          options.offset,
        ]);
        return { posts: rows.map(toRecord), total };
      }),

    listSlugs: () => executor.read((db) => db.column<string>('SELECT slug FROM posts ORDER BY slug')),

    update: (id, changes: UpdatePostInput) =>
      executor.write(async (db, contentChanges, record) => {
        const current = await readPost(db, 'id', id);
        if (!current) throw new NotFoundError({ entity: 'post', key: id });
        const before = await snapshotRow(db, 'posts', id);
        const now = new Date().toISOString();
        const status = changes.status ?? current.status;
        const { requested, unreadableDate } = readRequestedDate(changes.publishedAt);
        const post: PostValues = {
          title: changes.title?.trim() ?? current.title,
          slug: changes.slug ?? current.slug,
          body: changes.body ?? current.body,
          excerpt: changes.excerpt?.trim() ?? current.excerpt,
          status,
          publishedAt: decidePublishedAt(status, requested, current.publishedAt, now),
          author: changes.author?.trim() ?? current.author,
          tags: changes.tags ? normaliseTags(changes.tags) : current.tags,
          featuredImageId: changes.featuredImageId === undefined ? current.featuredImageId : changes.featuredImageId,
        };
        await checkPost(db, post, { id, unreadableDate });
        await db.run(
          `UPDATE posts SET slug = ?, title = ?, body = ?, excerpt = ?, status = ?, published_at = ?, author = ?, tags_json = ?,
             featured_image_id = ?, updated_at = ? WHERE id = ?`,
          [...storedColumns(post), now, id],
        );
        contentChanges.push({ type: 'post', id });
        record({ action: 'update', before: [before], after: [await snapshotRow(db, 'posts', id)] });
        return (await readPost(db, 'id', id))!;
      }),

    delete: (id) =>
      executor.write(async (db, changes, record) => {
        const post = await readPost(db, 'id', id);
        if (!post) return undefined;
        const before = await snapshotRow(db, 'posts', id);
        await db.run('DELETE FROM posts WHERE id = ?', [id]);
        record({ action: 'delete', before: [before], after: [] });
        changes.push({ type: 'post', id });
        return post;
      }),
  };
}

function buildFilter(dialect: SqlDialect, options: ListPostsOptions): { where: string; parameters: string[] } {
  const problems: FieldProblem[] = [];
  const conditions: string[] = [];
  const parameters: string[] = [];
  if (options.status) {
    conditions.push('status = ?');
    parameters.push(options.status);
  }
  if (options.tag?.trim()) {
    conditions.push(dialect.jsonArrayHasIgnoringCase('posts.tags_json', '?'));
    parameters.push(options.tag.trim());
  }
  for (const word of options.query?.split(/\s+/).filter(Boolean) ?? []) {
    const like = dialect.likeIgnoringCase;
    conditions.push(`(title ${like} ? ESCAPE '\\' OR excerpt ${like} ? ESCAPE '\\' OR body ${like} ? ESCAPE '\\')`);
    parameters.push(...Array(3).fill(likePattern(word)));
  }
  for (const [field, operator] of [
    ['publishedAfter', '>='],
    ['publishedBefore', '<'],
  ] as const) {
    const raw = options[field];
    if (raw === undefined) continue;
    const timestamp = parseTimestamp(raw);
    if (timestamp === undefined) {
      problems.push({ field, message: `"${raw}" is not a date: use ISO 8601, e.g. "2025-03-14"` });
      continue;
    }
    conditions.push(`published_at ${operator} ?`);
    parameters.push(timestamp);
  }
  if (problems.length > 0) throw new ValidationError({ fields: problems });
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}
