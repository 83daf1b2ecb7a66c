-- Support material that 技术支持 staff publish (server/src/materials/publish-service.ts): a
-- release is a materials row pointing at a stored file, with an optional announcement row
-- (release_of) that goes and comes with it. Ids come from a sequence far above the seeded
-- ones (product position × 100 + entry), so seeding never meets a published row.
create sequence materials_published_id start with 1000000;

alter table materials add column published_by bigint references users (id) on delete set null;
alter table materials add column published_at timestamptz;
-- withdrawn: hidden from customers (list and download), kept for staff
alter table materials add column withdrawn_at timestamptz;
alter table materials add column release_of integer references materials (id) on delete cascade;
alter table files add column withdrawn_at timestamptz;

-- A customer may turn release mails off on their account page (on by default).
alter table users add column release_mail boolean not null default true;

do $$
declare
  allowed text[];
begin
  -- the constraint reads either in ('a', 'b') or = any ('{a,b}'::text[]) (after 0009):
  -- every quoted text is split at its commas so both forms give the list
  select coalesce(array_agg(distinct action), '{}') into allowed
    from pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m,
         regexp_split_to_table(trim(both '{}' from m[1]), ',') as action
   where c.conrelid = 'audit_log'::regclass and c.conname = 'audit_log_action_check'
     and action ~ '^[a-z_]+$';
  allowed := allowed || array['material_publish', 'material_withdraw', 'material_restore'];
  alter table audit_log drop constraint if exists audit_log_action_check;
  execute format(
    'alter table audit_log add constraint audit_log_action_check check (action = any (%L::text[]))',
    allowed
  );
end $$;
