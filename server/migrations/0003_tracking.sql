-- docs/site.md §3 behaviour-tracking records: the six fields, when, and who (when the token was
-- valid). Inserted in batches (routes/api/tracking).
create table tracking_records (
  id bigserial primary key,
  recorded_at timestamptz not null,
  user_id bigint references users (id) on delete set null,
  path_name text not null,
  browse_page_name text not null,
  browser text not null,
  version text not null,
  os_name text not null,
  os_version text not null
);

create index tracking_records_recorded_at on tracking_records (recorded_at);
