-- The product catalogue (seeded from PRODUCTS of @dpu/contracts), product rights, the
-- files catalogue, customer materials and certification requests.
create table products (
  pro_id text primary key check (pro_id ~ '^[0-9a-f]{32}$'),
  key text not null unique,
  series text not null,
  name text not null,
  sort_order integer not null default 0
);

-- A right to one product's materials: from a purchase (staff) or an approved certification.
create table grants (
  user_id bigint not null references users (id) on delete cascade,
  pro_id text not null references products (pro_id),
  source text not null check (source in ('purchase', 'certification')),
  created_at timestamptz not null default now(),
  primary key (user_id, pro_id)
);

-- Downloadable files. pro_id null = public (no grant needed). storage_path is relative
-- to FILES_DIR and never leaves the server.
create table files (
  id integer primary key,
  pdf_key text unique,
  pro_id text references products (pro_id),
  kind text not null,
  title text not null,
  file_name text not null,
  content_type text not null,
  version text not null,
  release_date date not null,
  size bigint not null,
  sha256 text not null,
  release_notes text not null default '',
  storage_path text not null,
  updated_at timestamptz not null default now()
);

create table materials (
  id integer primary key,
  pro_id text not null references products (pro_id),
  type text not null check (
    type in ('drivers', 'documents', 'announcements', 'solutions', 'videos', 'agreements')
  ),
  title text not null,
  summary text not null default '',
  version text,
  release_date date not null,
  file_id integer references files (id),
  url text,
  sort_order integer not null default 0
);

create index materials_product_type on materials (pro_id, type, sort_order);

create table certifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  pro_id text not null references products (pro_id),
  series text not null,
  serial_number text not null,
  company text not null,
  contact_name text not null,
  phone text not null,
  order_number text,
  remark text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  decided_by bigint references users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);

create index certifications_user on certifications (user_id, created_at);
create index certifications_status on certifications (status, created_at);
