-- Staff roles (issue 23; docs/site.md §5 'Staff roles'): a staff account (users.user_type
-- 'admin') holds one or more roles — admin 管理员, marketing 市场, hr 人事, support 技术支持
-- (@dpu/contracts staff-roles.ts) — and may be disabled. Every staff call reads this row
-- afresh, so a change of roles or a disabling counts at once on every instance.
create table staff_accounts (
  user_id bigint primary key references users (id) on delete cascade,
  roles text[] not null check (
    cardinality(roles) > 0
    and roles <@ array['admin', 'marketing', 'hr', 'support']::text[]
  ),
  disabled_at timestamptz,
  invited_by bigint references users (id) on delete set null,
  invited_at timestamptz,
  -- the hash of the random password an invitation gives: while the account's hash is still
  -- this one, the invitee has not set a password (the console shows 已邀请)
  invite_password_hash text,
  created_at timestamptz not null default now()
);

-- the staff there were: every one did everything, so every one is 管理员
insert into staff_accounts (user_id, roles)
  select id, array['admin'] from users where user_type = 'admin';

-- The audit log takes the staff-account actions too (extended, not rewritten: see 0009).
do $$
declare
  allowed text[];
begin
  -- the definition reads ('approve'::text, …) as 0005 wrote it, or '{approve,…}'::text[]
  -- once a migration like this one rewrote it: both are read
  select coalesce(array_agg(distinct action), '{}') into allowed
    from pg_constraint c,
         lateral (
           select m[1] as action
             from regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
           union
           select unnest(string_to_array(m[1], ','))
             from regexp_matches(pg_get_constraintdef(c.oid), '''\{([a-z_,]+)\}''', 'g') as m
         ) as actions
   where c.conrelid = 'audit_log'::regclass and c.conname = 'audit_log_action_check';
  allowed := allowed || array['staff_invite', 'staff_roles', 'staff_disable', 'staff_enable'];
  alter table audit_log drop constraint if exists audit_log_action_check;
  execute format(
    'alter table audit_log add constraint audit_log_action_check check (action = any (%L::text[]))',
    allowed
  );
end $$;
