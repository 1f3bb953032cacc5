-- Subscriptions (daily milk and staples) and the prepaid wallet that pays for them (ADR 0030, 0031).

-- Wallet: a balance in paise that can never go below zero, and the append-only ledger that explains it.
create table wallets (
  user_id uuid primary key references users (id) on delete cascade,
  balance_paise integer not null default 0 check (balance_paise >= 0),
  updated_at timestamptz not null default now()
);

create table wallet_topups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  status text not null default 'created' check (status in ('created', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index wallet_topups_user_idx on wallet_topups (user_id, created_at desc);

create table wallet_ledger (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('topup', 'debit', 'refund', 'adjustment')),
  -- Signed: a credit is positive, a debit negative.
  amount_paise integer not null check (amount_paise <> 0),
  balance_after_paise integer not null check (balance_after_paise >= 0),
  order_id uuid references orders (id),
  topup_id uuid references wallet_topups (id),
  note text,
  actor_user_id uuid references users (id),
  created_at timestamptz not null default now(),
  constraint wallet_ledger_sign check (
    (kind in ('topup', 'refund') and amount_paise > 0) or (kind = 'debit' and amount_paise < 0) or kind = 'adjustment')
);
create index wallet_ledger_user_idx on wallet_ledger (user_id, created_at desc, id desc);
-- A top-up is credited once, an order debited once and refunded at most once, whatever retries.
create unique index wallet_ledger_topup_once on wallet_ledger (topup_id) where kind = 'topup';
create unique index wallet_ledger_order_once on wallet_ledger (order_id, kind) where kind in ('debit', 'refund');

-- A payment pays either an order or a wallet top-up.
alter table payments alter column order_id drop not null;
alter table payments add column wallet_topup_id uuid references wallet_topups (id) on delete cascade;
alter table payments add constraint payments_one_purpose check (num_nonnulls(order_id, wallet_topup_id) = 1);
create index payments_wallet_topup_idx on payments (wallet_topup_id) where wallet_topup_id is not null;

alter table orders drop constraint if exists orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('cod', 'online', 'wallet'));

-- Subscriptions: one product (optionally one pack) delivered on a schedule.
create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_id uuid not null references products (id),
  variant_id uuid references product_variants (id),
  subscription_type text not null check (subscription_type in ('daily', 'alternate_days', 'weekdays', 'weekly')),
  quantity integer not null default 1 check (quantity between 1 and 20),
  -- Weekdays 0 (Sunday) to 6; used by 'weekdays' (one or more) and 'weekly' (exactly one).
  delivery_days smallint[] not null default '{}' check (delivery_days <@ '{0,1,2,3,4,5,6}'::smallint[]),
  start_date date not null,
  end_date date,
  next_delivery_date date,
  is_active boolean not null default true,
  payment_method text not null default 'wallet' check (payment_method in ('wallet', 'cod')),
  delivery_address jsonb not null check (jsonb_typeof(delivery_address) = 'object'),
  seller_location_id uuid references seller_locations (id),
  delivery_distance_km numeric(8, 3),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_end_after_start check (end_date is null or end_date >= start_date),
  constraint subscriptions_days_fit_type check (
    (subscription_type = 'weekdays' and cardinality(delivery_days) between 1 and 7)
    or (subscription_type = 'weekly' and cardinality(delivery_days) = 1)
    or (subscription_type in ('daily', 'alternate_days')))
);
create index subscriptions_user_idx on subscriptions (user_id, created_at desc) where deleted_at is null;
create index subscriptions_due_idx on subscriptions (next_delivery_date) where is_active and deleted_at is null;

-- A pause covers from_date..to_date inclusive; an open pause (to_date null) lasts until the customer resumes.
create table subscription_pauses (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  from_date date not null,
  to_date date,
  created_at timestamptz not null default now(),
  constraint subscription_pauses_range check (to_date is null or to_date >= from_date)
);
create index subscription_pauses_subscription_idx on subscription_pauses (subscription_id, from_date);

create table subscription_skips (
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  delivery_date date not null,
  created_at timestamptz not null default now(),
  primary key (subscription_id, delivery_date)
);

-- One day's quantity instead of the plan's ("3 packets tomorrow").
create table subscription_day_quantities (
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  delivery_date date not null,
  quantity integer not null check (quantity between 1 and 20),
  primary key (subscription_id, delivery_date)
);

-- What happened to each due delivery: at most one row per plan and day, whoever runs the job and how often.
create table subscription_deliveries (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  delivery_date date not null,
  outcome text not null check (outcome in (
    'ordered', 'skipped_out_of_stock', 'skipped_balance', 'skipped_unavailable', 'skipped_unserviceable')),
  order_id uuid unique references orders (id),
  created_at timestamptz not null default now(),
  unique (subscription_id, delivery_date),
  constraint subscription_deliveries_order check ((outcome = 'ordered') = (order_id is not null))
);
create index subscription_deliveries_date_idx on subscription_deliveries (delivery_date);

-- Admin repairs and other changes made for a customer, kept for whoever asks later.
create table subscription_audit (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  actor_user_id uuid references users (id),
  action text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index subscription_audit_subscription_idx on subscription_audit (subscription_id, created_at desc);

-- A subscription order knows its plan, its delivery day and its slot; a plan gets one order per day, ever.
alter table orders
  add column subscription_id uuid references subscriptions (id) on delete set null,
  add column scheduled_for date,
  add column slot_starts_at timestamptz,
  add column slot_ends_at timestamptz;
create unique index orders_subscription_day_once on orders (subscription_id, scheduled_for)
  where subscription_id is not null;
