-- A batch whose insert timed out may still have been committed by the database (a frozen or
-- slow server finishes the statement after the client gave up). The buffer then writes the
-- batch again; each record's key makes that second write store nothing twice.
alter table tracking_records add column record_key uuid;
create unique index tracking_records_record_key on tracking_records (record_key);
