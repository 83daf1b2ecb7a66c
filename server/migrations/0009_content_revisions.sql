-- Content in the database (issue 23, docs/content-studio.md): every content file is a
-- document with its published versions (revisions), one working draft and an optional
-- scheduled publish. The files in content/ are the first import; what visitors see is each
-- document's published revision.

-- One row: the content version every instance compares with its own (a publish bumps it;
-- instances re-index the documents changed since), and the key that signs preview links.
create table content_state (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  preview_secret text not null
);

insert into content_state (id, version, preview_secret)
values (true, 0, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

create table content_documents (
  id bigserial primary key,
  -- relative to content/, forward slashes ('news/dpu-launch.md'): the file export writes
  file text not null unique,
  -- null for files outside every collection (they load as they are)
  collection text,
  -- from the newest text (draft, else published), for lists and search
  title text not null default '',
  -- what visitors see; null while never published, or unpublished
  published_revision integer,
  -- the working copy; null when it is the published text
  draft_text text,
  -- counts saves: an editor saves over the version it loaded, or is refused (409)
  draft_version integer not null default 0,
  draft_saved_at timestamptz,
  draft_saved_by bigint references users (id) on delete set null,
  -- a publish at a chosen time, of the text as it was when scheduled
  scheduled_at timestamptz,
  scheduled_text text,
  scheduled_by bigint references users (id) on delete set null,
  -- in the bin (restorable): out of the site, kept with its history
  deleted_at timestamptz,
  deleted_by bigint references users (id) on delete set null,
  -- the content version of the last change visitors can see
  changed_version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index content_documents_collection on content_documents (collection, updated_at desc);
create index content_documents_changed on content_documents (changed_version);
create index content_documents_scheduled on content_documents (scheduled_at)
  where scheduled_at is not null;

-- Every version that was published, never changed afterwards (history, diff, rollback).
create table content_revisions (
  document_id bigint not null references content_documents (id) on delete cascade,
  revision integer not null,
  text text not null,
  -- when it was made; for the first import, the file's modification time
  created_at timestamptz not null default now(),
  -- null for the import and the command line
  created_by bigint references users (id) on delete set null,
  created_by_email text,
  origin text not null check (origin in ('import', 'publish', 'schedule', 'rollback')),
  -- rollback: the revision it restores
  restored_from integer,
  primary key (document_id, revision)
);

-- A save refused because someone else saved first: the refused text is kept here.
create table content_conflicts (
  id bigserial primary key,
  document_id bigint not null references content_documents (id) on delete cascade,
  base_version integer not null,
  text text not null,
  saved_by bigint references users (id) on delete set null,
  saved_by_email text,
  created_at timestamptz not null default now()
);

create index content_conflicts_document on content_conflicts (document_id, created_at desc);

-- The audit log takes the studio's actions too. The allowed list is extended, not
-- rewritten, so actions added by other migrations stay allowed whatever order they ran in.
do $$
declare
  allowed text[];
begin
  select coalesce(array_agg(m[1]), '{}') into allowed
    from pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
   where c.conrelid = 'audit_log'::regclass and c.conname = 'audit_log_action_check';
  allowed := allowed || array[
    'content_create', 'content_save', 'content_conflict', 'content_publish',
    'content_schedule', 'content_unschedule', 'content_unpublish', 'content_duplicate',
    'content_delete', 'content_restore', 'content_rollback', 'content_import'
  ];
  alter table audit_log drop constraint if exists audit_log_action_check;
  execute format(
    'alter table audit_log add constraint audit_log_action_check check (action = any (%L::text[]))',
    allowed
  );
end $$;
