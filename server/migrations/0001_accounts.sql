-- Accounts and sessions. Tokens are stored as their SHA-256 only (docs/decisions.md).
create table users (
  id bigserial primary key,
  -- stored lower-cased; login compares lower-cased input
  email text not null unique,
  user_name text not null,
  -- digits only (an optional '+' first); a second login name, so unique when present
  phone text,
  company text,
  user_type text not null default 'customer' check (user_type in ('customer', 'admin')),
  password_hash text not null,
  password_salt text not null,
  created_at timestamptz not null default now()
);

create unique index users_phone on users (phone) where phone is not null;

-- A session slides: each use moves expires_at 7 days past now (docs/decisions.md, accounts).
create table sessions (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index sessions_user_id on sessions (user_id);
create index sessions_expires_at on sessions (expires_at);

-- One live password-recovery code per user (docs/api.md: 6 digits, valid 15 minutes); only
-- its SHA-256 is kept, and wrong guesses are counted so the code cannot be brute-forced.
create table password_reset_codes (
  user_id bigint primary key references users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
