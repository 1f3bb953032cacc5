-- The refund round (issue 15, ADR 0042): when an owed refund may next be sent. A round leases a row by moving
-- this into the future (`skip locked`, so two instances never send the same row at once) and, after a gateway
-- error, sets it to the backoff; a crashed round's lease simply runs out.
alter table refunds add column next_attempt_at timestamptz not null default now();
