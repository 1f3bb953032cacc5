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
