-- Checkout: coupons, order details and history, payments and gateway webhooks, idempotency keys, saved payment methods.

create table coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9]{3,20}$'),
  description text not null default '',
  kind text not null check (kind in ('flat', 'percent')),
  value integer not null check (value > 0),
  min_order_paise integer not null default 0 check (min_order_paise >= 0),
  max_discount_paise integer check (max_discount_paise > 0),
  valid_from date,
  valid_until date,
  usage_limit integer check (usage_limit > 0),
  per_user_limit integer check (per_user_limit > 0),
  first_order_only boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint coupons_percent_range check (kind <> 'percent' or value <= 100),
  constraint coupons_valid_window check (valid_until is null or valid_from is null or valid_until >= valid_from)
);

alter table orders
  add column payment_method text not null default 'cod' check (payment_method in ('cod', 'online')),
  add column delivery_address jsonb not null default '{}'::jsonb check (jsonb_typeof(delivery_address) = 'object'),
  add column mrp_total_paise integer not null default 0 check (mrp_total_paise >= 0),
  add column coupon_id uuid references coupons (id),
  add column coupon_code text,
  add column payment_expires_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancel_reason text,
  add column delivered_at timestamptz;
create index orders_payment_pending_idx on orders (payment_expires_at) where status = 'payment_pending';
create index orders_status_created_idx on orders (status, created_at desc);

alter table order_items
  add column mrp_paise integer not null default 0 check (mrp_paise >= 0),
  add column gst_rate integer not null default 0 check (gst_rate in (0, 5, 12, 18, 28));

-- GST rate per product (prices include it); the invoice shows the tax inside each line.
alter table products add column gst_rate integer not null default 5 check (gst_rate in (0, 5, 12, 18, 28));
update products p set gst_rate = case c.slug
    when 'fruits-vegetables' then 0 when 'meat-seafood' then 0 when 'dairy' then 5
    when 'grains-cereals' then 5 when 'beverages-snacks' then 12 else 5 end
  from categories c where c.id = p.category_id;

create table coupon_redemptions (
  id uuid primary key default gen_random_uuid(),
  coupon_id uuid not null references coupons (id),
  user_id uuid not null references users (id) on delete cascade,
  order_id uuid not null unique references orders (id) on delete cascade,
  discount_paise integer not null check (discount_paise >= 0),
  created_at timestamptz not null default now()
);
create index coupon_redemptions_coupon_user_idx on coupon_redemptions (coupon_id, user_id);

create table order_status_history (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  actor_role text not null check (actor_role in ('customer', 'admin', 'rider', 'system')),
  actor_user_id uuid references users (id) on delete set null,
  note text,
  created_at timestamptz not null default clock_timestamp()
);
create index order_status_history_order_idx on order_status_history (order_id, created_at);

create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  provider text not null check (provider in ('sandbox', 'razorpay')),
  gateway_order_id text not null unique,
  gateway_payment_id text unique,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null default 'INR',
  status text not null default 'created' check (status in ('created', 'captured', 'failed', 'refund_pending', 'refunded')),
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_order_idx on payments (order_id);

-- Each gateway webhook is processed once, however often it is delivered.
create table payment_webhook_events (
  event_id text primary key,
  provider text not null,
  event_type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);

-- The embedded sandbox gateway's own books (it plays Razorpay's part, so it keeps its own records).
create table sandbox_gateway_orders (
  id text primary key,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null,
  receipt text,
  status text not null default 'created' check (status in ('created', 'paid', 'failed')),
  payment_id text unique,
  created_at timestamptz not null default now()
);

-- A retried checkout with the same Idempotency-Key gets the first answer; the same key with another body is refused.
create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  key text not null check (length(key) between 8 and 100),
  request_hash text not null,
  response_status integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

-- Saved ways to pay: UPI ids, and cards only as gateway tokens (never a card number).
create table payment_methods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('upi', 'card')),
  label text not null default '' check (length(label) <= 60),
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$'),
  card_token text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  card_network text check (card_network in ('visa', 'mastercard', 'rupay', 'amex', 'diners')),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  constraint payment_methods_shape check (
    (kind = 'upi' and upi_id is not null and card_token is null and card_last4 is null)
    or (kind = 'card' and card_token is not null and card_last4 is not null and upi_id is null))
);
create unique index payment_methods_one_default on payment_methods (user_id) where is_default;
create unique index payment_methods_upi_key on payment_methods (user_id, lower(upi_id)) where upi_id is not null;
