-- Mail is queued in the transaction of the use case that sends it (docs/server.md 'Mail'):
-- a row here commits or rolls back with the writes it tells of, and the sender
-- (mail/mail-sender.ts) sends it after commit. A claim (claimed_until, taken with
-- for update skip locked) keeps N instances from sending one row twice.
create table mail_outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;
