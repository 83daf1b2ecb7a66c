-- Files every instance can read (docs/decisions.md 'Blob store'). On PostgreSQL a blob's
-- bytes are rows of fixed-size chunks, written and read a few at a time, so no statement
-- holds a whole file; on the embedded database the data folder holds them and these two
-- tables stay empty.
create table blob_objects (
  id bigserial primary key,
  -- null while being written, and once replaced or deleted (until swept)
  key text unique,
  size bigint not null default 0,
  sha256 text,
  content_type text not null,
  chunk_bytes integer not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  detached_at timestamptz
);

create index blob_objects_unkeyed on blob_objects (created_at) where key is null;

create table blob_chunks (
  object_id bigint not null references blob_objects (id) on delete cascade,
  seq integer not null,
  data bytea not null,
  primary key (object_id, seq)
);

-- uploads are mostly compressed already (PDF, images, archives): no second compression
alter table blob_chunks alter column data set storage external;

-- Résumés move into the blob store: resume_key names the blob; resume_path is what older
-- versions wrote under DATA_DIR/uploads, imported into the store at start.
alter table applications add column resume_key text;
alter table applications alter column resume_path drop not null;

-- Downloadable files published by staff live in the blob store (blob_key); the generated
-- ones stay files on disk (storage_path). Their ids come from a sequence far above the
-- catalogue's fixed ids.
alter table files add column blob_key text unique;
alter table files alter column storage_path drop not null;
alter table files add constraint files_one_storage
  check ((storage_path is null) <> (blob_key is null));
create sequence files_uploaded_id start with 1000000;

-- The media library: an image keeps its id when replaced; each version is a row.
create table media (
  id bigserial primary key,
  alt text not null,
  version integer not null default 1,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table media_versions (
  media_id bigint not null references media (id) on delete cascade,
  version integer not null,
  blob_key text not null,
  file_name text not null,
  content_type text not null,
  size bigint not null,
  sha256 text not null,
  width integer not null,
  height integer not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (media_id, version)
);

create index media_updated_at on media (updated_at desc, id desc);
