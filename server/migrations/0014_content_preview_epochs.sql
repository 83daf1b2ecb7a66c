-- Staff revoke a document's preview links (docs/content-studio.md 'Preview links'): a link
-- carries the document's preview epoch of when it was signed, and revoking moves the epoch
-- on, so every link signed before is refused by every instance. No row: epoch 0.
create table content_preview_epochs (
  document_id bigint primary key references content_documents (id) on delete cascade,
  epoch integer not null
);

do $$
declare
  allowed text[];
begin
  -- the action list of the constraint as 0013 left it (see there), plus the revocation
  select coalesce(array_agg(distinct action), '{}') into allowed
    from pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m,
         regexp_split_to_table(trim(both '{}' from m[1]), ',') as action
   where c.conrelid = 'audit_log'::regclass and c.conname = 'audit_log_action_check'
     and action ~ '^[a-z_]+$';
  allowed := allowed || array['content_preview_revoke'];
  alter table audit_log drop constraint if exists audit_log_action_check;
  execute format(
    'alter table audit_log add constraint audit_log_action_check check (action = any (%L::text[]))',
    allowed
  );
end $$;
