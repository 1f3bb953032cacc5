-- One row per customer's cart, the lock that makes one cart at most one order (issue 9, item 5).
-- Checkout takes this row first (insert ... on conflict do update locks it), so two tabs placing one cart
-- are serialised; the loser finds the cart emptied and `ordered_order_id` set, and is told which order it became.
-- Any later change to the cart's lines clears `ordered_order_id`.
create table carts (
  user_id uuid primary key references users (id) on delete cascade,
  ordered_order_id uuid references orders (id) on delete set null,
  updated_at timestamptz not null default now()
);
