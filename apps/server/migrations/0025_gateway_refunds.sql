-- Refunds that happen (issue 15, ADR 0042). One row per refund the shop owes or has asked the gateway for,
-- owned by modules/payments. The idempotency key is derived from (order, cause, reference) and sent to the
-- gateway (Razorpay's X-Refund-Idempotency), so a retry after an error or a crash never refunds twice.
create table refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  payment_id uuid not null references payments (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  cause text not null check (cause in (
    'order_cancelled', 'captured_after_expiry', 'lines_removed', 'substitute_cheaper', 'substitute_rejected',
    'late_delivery', 'admin')),
  status text not null default 'owed' check (status in ('owed', 'pending', 'processed', 'failed')),
  idempotency_key text not null unique check (idempotency_key ~ '^[A-Za-z0-9_-]{10,64}$'),
  gateway_refund_id text unique,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  processed_at timestamptz
);
create index refunds_order_idx on refunds (order_id);
create index refunds_payment_idx on refunds (payment_id);
-- The refund job's queue (next slice): what is owed or still waiting at the gateway.
create index refunds_open_idx on refunds (created_at) where status in ('owed', 'pending');

-- The sandbox gateway's own refund books (it plays Razorpay's part). A payment's refunds never add up to
-- more than it captured: the sandbox checks under a lock on its order row.
create table sandbox_gateway_refunds (
  id text primary key,
  payment_id text not null references sandbox_gateway_orders (payment_id),
  amount_paise integer not null check (amount_paise > 0),
  idempotency_key text unique,
  receipt text,
  notes jsonb not null default '{}',
  status text not null default 'processed' check (status in ('pending', 'processed', 'failed')),
  created_at timestamptz not null default now()
);
create index sandbox_gateway_refunds_payment_idx on sandbox_gateway_refunds (payment_id);
