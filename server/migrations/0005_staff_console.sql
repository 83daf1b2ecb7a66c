-- The staff console (/staff): what staff did (audit log), leads marked as handled, job
-- applications with a status, and the indexes its filtered, paged lists need.
create table audit_log (
  id bigserial primary key,
  -- null when done from the command line (no signed-in user)
  actor_id bigint references users (id) on delete set null,
  -- kept as written so the record survives the account
  actor_email text,
  action text not null check (
    action in (
      'approve', 'reject', 'grant', 'revoke', 'resume_download', 'application_status',
      'lead_handled'
    )
  ),
  -- what was acted on, as staff read it (an e-mail, a product, a request number)
  target text not null,
  detail text not null default '',
  created_at timestamptz not null default now()
);

create index audit_log_created_at on audit_log (created_at desc, id desc);
create index audit_log_action on audit_log (action, created_at desc);

alter table leads add column handled_at timestamptz;
alter table leads add column handled_by bigint references users (id) on delete set null;
create index leads_interested on leads (interested, created_at);

alter table applications add column status text not null default 'new'
  check (status in ('new', 'contacted', 'rejected', 'hired'));
alter table applications add column status_changed_at timestamptz;
create index applications_job on applications (job_id, created_at);

create index certifications_pro_id on certifications (pro_id, created_at);
create index users_company on users (lower(company));
