import type { Migration } from './migrate.ts';

/**
 * Schema history, applied in order at startup, for SQLite and PostgreSQL alike. Never edit a shipped
 * migration: add a new one. Statements are SQLite's; `forDialect` spells them for PostgreSQL, and a
 * migration that differs more gives both spellings. Timestamps are ISO-8601 strings; JSON columns hold
 * arrays/objects validated by the repositories.
 */
export const SCHEMA_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'cms content model',
    sql: `
      CREATE TABLE pages (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        meta_title TEXT,
        meta_description TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE section_templates (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        description TEXT NOT NULL,
        fields_json TEXT NOT NULL
      );

      CREATE TABLE sections (
        id INTEGER PRIMARY KEY,
        page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        template_id INTEGER NOT NULL REFERENCES section_templates(id),
        position INTEGER NOT NULL,
        content_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX sections_by_page ON sections(page_id, position);

      CREATE TABLE images (
        id INTEGER PRIMARY KEY,
        filename TEXT NOT NULL UNIQUE,
        storage_path TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        alt_text TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        tags_json TEXT NOT NULL DEFAULT '[]',
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        source_url TEXT,
        credit TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        body TEXT NOT NULL DEFAULT '',
        excerpt TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
        published_at TEXT,
        author TEXT NOT NULL,
        tags_json TEXT NOT NULL DEFAULT '[]',
        featured_image_id INTEGER REFERENCES images(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE navigation_items (
        id INTEGER PRIMARY KEY,
        menu TEXT NOT NULL DEFAULT 'main',
        label TEXT NOT NULL,
        page_id INTEGER REFERENCES pages(id) ON DELETE CASCADE,
        url TEXT,
        parent_id INTEGER REFERENCES navigation_items(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((page_id IS NULL) <> (url IS NULL))
      );
      CREATE INDEX navigation_by_parent ON navigation_items(menu, parent_id, position);

      CREATE TABLE collections (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        description TEXT NOT NULL,
        fields_json TEXT NOT NULL
      );

      CREATE TABLE collection_entries (
        id INTEGER PRIMARY KEY,
        collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        position INTEGER NOT NULL,
        data_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX entries_by_collection ON collection_entries(collection_id, position);

      CREATE TABLE session_plans (
        session_id TEXT PRIMARY KEY,
        plan_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'agent session working memory',
    // Entities are rewritten whole on each turn (at most 10, `position` keeps newest first even when
    // several share a seen_at); tool rows are keyed by name so a turn can only add or bump them.
    sql: `
      CREATE TABLE sessions (
        session_id TEXT PRIMARY KEY,
        editor TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX sessions_by_editor ON sessions(editor, updated_at);

      CREATE TABLE session_entities (
        session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        id_kind TEXT NOT NULL CHECK (id_kind IN ('number', 'string')),
        name TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (session_id, type, entity_id)
      );

      CREATE TABLE session_discovered_tools (
        session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        discovery_order INTEGER NOT NULL,
        discovered_at TEXT NOT NULL,
        PRIMARY KEY (session_id, name)
      );

      CREATE TABLE session_used_tools (
        session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        used_count INTEGER NOT NULL,
        last_used TEXT NOT NULL,
        last_result TEXT NOT NULL CHECK (last_result IN ('success', 'error')),
        PRIMARY KEY (session_id, name)
      );
    `,
  },
  {
    id: 3,
    name: 'agent turn history and session registry version',
    // registry_version: the tool registry the session's working memory matches (set at creation,
    // advanced when tools that no longer exist are dropped). session_turns keeps the last few turns of
    // each session: tool calls (arguments hashed, never stored), write results for idempotent
    // retries, and the response stream to replay. Several rows may share a request_key (a regenerate).
    sql: `
      ALTER TABLE sessions ADD COLUMN registry_version TEXT;

      CREATE TABLE session_turns (
        session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
        turn INTEGER NOT NULL,
        request_key TEXT NOT NULL,
        registry_version TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'interrupted')),
        started_at TEXT NOT NULL,
        finished_at TEXT,
        tool_calls_json TEXT NOT NULL DEFAULT '[]',
        writes_json TEXT NOT NULL DEFAULT '[]',
        response_json TEXT,
        PRIMARY KEY (session_id, turn)
      );
      CREATE INDEX session_turns_by_request ON session_turns(session_id, request_key, turn);
    `,
  },
  {
    id: 4,
    name: 'conversation messages kept by the server',
    // The server, not the browser, keeps each conversation's UI messages: approvals and tool calls are
    // only ever what the server streamed, and a request carries just its new message or answers.
    sql: `
      CREATE TABLE conversation_messages (
        session_id TEXT NOT NULL REFERENCES sessions(session_id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        message_id TEXT NOT NULL,
        message_json TEXT NOT NULL,
        PRIMARY KEY (session_id, position)
      );
    `,
  },
  {
    id: 5,
    name: 'change history',
    // One row per entity a CMS write created, changed or deleted, written in the write's transaction.
    // before_json/after_json hold the rows as stored (the entity's own row first, then the rows that
    // went with it), which is what undo restores; fields_json and summary describe it for people. Ids
    // are never reused (AUTOINCREMENT), so a change's id names it for good. No foreign key to sessions:
    // changes outlive conversations and are also made outside them.
    sql: `
      CREATE TABLE changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        editor TEXT NOT NULL,
        session_id TEXT,
        turn INTEGER,
        tool TEXT,
        action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
        entity_type TEXT NOT NULL,
        entity_id INTEGER NOT NULL,
        entity_name TEXT NOT NULL,
        summary TEXT NOT NULL,
        fields_json TEXT NOT NULL,
        before_json TEXT NOT NULL,
        after_json TEXT NOT NULL,
        irreversible TEXT,
        reverts_change_id INTEGER REFERENCES changes(id),
        reverted_by_change_id INTEGER REFERENCES changes(id)
      );
      CREATE INDEX changes_by_session ON changes(session_id, turn, id);
      CREATE INDEX changes_by_entity ON changes(entity_type, entity_id, id);
      CREATE INDEX changes_by_editor ON changes(editor, id);
    `,
  },
  {
    id: 6,
    name: 'content outbox',
    // Every write that touches searchable content adds its entities here in the write's own transaction.
    // Each process's vector index applies the rows after the last one it applied (kept beside the index),
    // so an edit made by another process, or one whose indexing a crash interrupted, is indexed too.
    sql: `
      CREATE TABLE content_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        entity_type TEXT NOT NULL,
        entity_id INTEGER NOT NULL,
        at TEXT NOT NULL
      );
    `,
    // Other processes hear of a committed write at once (NOTIFY is delivered on commit).
    postgres: `
      CREATE FUNCTION notify_content_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('wayfinder_content_outbox', ''); RETURN NULL; END;
      $$;
      CREATE TRIGGER content_outbox_notify AFTER INSERT ON content_outbox FOR EACH STATEMENT EXECUTE FUNCTION notify_content_outbox();
    `,
  },
  {
    id: 7,
    name: 'content name index',
    // The words each content item is found by (cms_findResource): its name texts as the name search weighs
    // them, accents folded, kept current by every write in the write's transaction. Each database's own
    // full-text index ranks the candidates, so the best ones are scored however large the site grows.
    sql: '',
    sqlite: `
      CREATE VIRTUAL TABLE content_names USING fts5(
        entity_type UNINDEXED, entity_id UNINDEXED, names, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      );
    `,
    postgres: `
      CREATE TABLE content_names (
        entity_type TEXT NOT NULL,
        entity_id INTEGER NOT NULL,
        names TEXT NOT NULL,
        names_document tsvector GENERATED ALWAYS AS (to_tsvector('simple', names)) STORED,
        PRIMARY KEY (entity_type, entity_id)
      );
      CREATE INDEX content_names_search ON content_names USING GIN (names_document);
    `,
  },
  {
    id: 8,
    name: 'server secrets',
    // Shared by every process on the database: a preview link one process signs opens on any other.
    sql: `
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 9,
    name: 'phrases learned from use',
    // The site's editors' own words for a tool, from turns whose calls of it succeeded. phrase_key is the
    // phrase's words without case, accents or punctuation, so a repeat raises seen_count and weight (decayed
    // sightings as of last_seen) instead of adding a row. The sources name the turns that taught each phrase
    // (the latest few), so undoing a turn's changes takes back what it taught. Rows are few (a cap per tool).
    sql: `
      CREATE TABLE learned_phrases (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tool TEXT NOT NULL,
        phrase TEXT NOT NULL,
        phrase_key TEXT NOT NULL,
        seen_count INTEGER NOT NULL,
        weight DOUBLE PRECISION NOT NULL,
        first_seen TEXT NOT NULL,
        last_seen TEXT NOT NULL,
        UNIQUE (tool, phrase_key)
      );

      CREATE TABLE learned_phrase_sources (
        phrase_id INTEGER NOT NULL REFERENCES learned_phrases(id) ON DELETE CASCADE,
        session_id TEXT NOT NULL,
        turn INTEGER NOT NULL,
        editor TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        PRIMARY KEY (phrase_id, session_id, turn)
      );
      CREATE INDEX learned_phrase_sources_by_turn ON learned_phrase_sources(session_id, turn);
    `,
  },
];
