-- The evening notices (issue 12) go out once per customer and day however many instances poll and however often:
-- each notice claims its key here in the transaction that writes it. Keys: 'evening:<user>:<delivery day>',
-- 'low_balance:<user>:<delivery day>', 'expiring:<subscription>:<end date>', and 'evening_done:<delivery day>'
-- (no user) once a whole pass has gone out, so the polls after it cost one lookup.
create table subscription_notices_sent (
  key text primary key check (length(key) <= 120),
  user_id uuid references users (id) on delete cascade,
  sent_at timestamptz not null default now()
);
create index subscription_notices_sent_at_idx on subscription_notices_sent (sent_at);

-- The midnight run claims "the next due plan nobody holds" in id order: with the date and the id in one index the
-- claim reads the first free rows of the day instead of sorting every plan due that day for each claim
-- (bench/subscriptions: PostgreSQL's CPU per plan 9.4 ms -> 6.4 ms at 10,000 plans).
create index subscriptions_due_id_idx on subscriptions (next_delivery_date, id) where is_active and deleted_at is null;
drop index subscriptions_due_idx;
