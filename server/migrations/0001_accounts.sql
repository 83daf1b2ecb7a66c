-- Accounts and sessions. Tokens are stored as their SHA-256 only (ARCHITECTURE.md).
create table users (
  id bigserial primary key,
  email text not null unique,
  user_name text not null,
  phone text,
  company text,
  user_type text not null default 'customer',
  password_hash text not null,
  password_salt text not null,
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index sessions_user_id on sessions (user_id);
