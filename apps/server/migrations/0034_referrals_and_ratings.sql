-- Refer and earn, order ratings and the in-app rating (issue 16 items 4 and 5, ADR 0050).

-- A customer's own referral code, made the first time they open /refer. Letters and digits that cannot be
-- mistaken for each other when read aloud or copied by hand (no 0/O, 1/I/L).
create table referral_codes (
  user_id uuid primary key references users (id) on delete cascade,
  code text not null unique check (code ~ '^[A-HJKMNP-Z2-9]{6,12}$'),
  created_at timestamptz not null default now()
);

-- A personal coupon: usable only by this customer (the referee's welcome coupon). Null is a public coupon.
alter table coupons add column restricted_to_user_id uuid references users (id) on delete cascade;
create index coupons_restricted_to_user_idx on coupons (restricted_to_user_id) where restricted_to_user_id is not null;

-- One row per customer who signed up with someone's code. The referrer's reward is fixed at sign-up (the
-- amount in force then), paid at most once when the referee's first order is delivered.
create table referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_user_id uuid not null references users (id) on delete cascade,
  referee_user_id uuid not null unique references users (id) on delete cascade,
  code text not null,
  referee_coupon_id uuid references coupons (id) on delete set null,
  reward_paise integer not null check (reward_paise >= 0),
  status text not null default 'pending' check (status in ('pending', 'rewarded', 'not_eligible')),
  -- Why no reward: 'self' (the referee's phone is the referrer's) or 'phone_already_rewarded'.
  not_eligible_reason text check (not_eligible_reason in ('self', 'phone_already_rewarded')),
  -- The phone the reward is counted against (+91…), fixed when the first order is delivered.
  referee_phone text check (referee_phone is null or referee_phone ~ '^\+91[6-9][0-9]{9}$'),
  first_order_id uuid references orders (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint referrals_not_self check (referrer_user_id <> referee_user_id),
  constraint referrals_reason_when_not_eligible check ((status = 'not_eligible') = (not_eligible_reason is not null))
);
create index referrals_referrer_idx on referrals (referrer_user_id, created_at desc);
-- One reward per phone number, whichever account it signed up under.
create unique index referrals_one_reward_per_phone on referrals (referee_phone) where status = 'rewarded';

-- The referrer's wallet credit: a new ledger kind, credited once per referral whatever the retries.
alter table wallet_ledger add column referral_id uuid references referrals (id) on delete set null;
alter table wallet_ledger drop constraint wallet_ledger_kind_check;
alter table wallet_ledger add constraint wallet_ledger_kind_check
  check (kind in ('topup', 'debit', 'refund', 'adjustment', 'referral_reward'));
alter table wallet_ledger drop constraint wallet_ledger_sign;
alter table wallet_ledger add constraint wallet_ledger_sign check (
  (kind in ('topup', 'refund', 'referral_reward') and amount_paise > 0) or (kind = 'debit' and amount_paise < 0)
  or kind = 'adjustment');
create unique index wallet_ledger_referral_once on wallet_ledger (referral_id) where kind = 'referral_reward';

-- A delivered order's rating by its customer: once, not edited.
create table order_ratings (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references orders (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  stars smallint not null check (stars between 1 and 5),
  comment text check (comment is null or char_length(comment) between 1 and 500),
  created_at timestamptz not null default now()
);
create index order_ratings_low_first_idx on order_ratings (stars, created_at desc);

-- Thumbs up or down per product of a rated order: the product page's "92% liked · 25 ratings".
create table order_item_ratings (
  order_id uuid not null references order_ratings (order_id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  thumbs_up boolean not null,
  created_at timestamptz not null default now(),
  primary key (order_id, product_id)
);
create index order_item_ratings_product_idx on order_item_ratings (product_id);

-- The in-app rating ("Rate app"): one per user, which they may change.
create table app_ratings (
  user_id uuid primary key references users (id) on delete cascade,
  stars smallint not null check (stars between 1 and 5),
  comment text check (comment is null or char_length(comment) between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index app_ratings_low_first_idx on app_ratings (stars, updated_at desc);
