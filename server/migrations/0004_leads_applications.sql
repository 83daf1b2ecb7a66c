-- Contact-form leads (POST /contact) and job applications (POST /jobs/apply).
create table leads (
  id bigserial primary key,
  name text not null,
  company text not null,
  phone text not null,
  email text not null,
  message text not null,
  interested text,
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index leads_created_at on leads (created_at);

create table applications (
  id bigserial primary key,
  job_id text not null,
  name text not null,
  phone text not null,
  email text not null,
  resume_name text not null,
  resume_type text not null,
  resume_size integer not null,
  -- relative to DATA_DIR/uploads; never sent to a client
  resume_path text not null,
  created_at timestamptz not null default now()
);

create index applications_created_at on applications (created_at);
