-- Issue 15 item 3, ADR 0046: stock arrives in lots with packed-on and best-before dates. Owned by
-- modules/inventory, like the stock columns. A stocked row (a product sold by itself, or one of its packs) is
-- lot-tracked once it has a lot; then its stock_quantity = the sum of quantity_left over its lots not withdrawn.
-- Rows without lots keep working exactly as before.
create table stock_lots (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  variant_id uuid references product_variants (id) on delete cascade,
  quantity_received integer not null check (quantity_received > 0),
  quantity_left integer not null check (quantity_left >= 0 and quantity_left <= quantity_received),
  packed_on date not null,
  best_before date not null,
  -- The last instant the lot may be sold (the FSSAI minimum remaining shelf life, the category's setting),
  -- computed when received and recomputed when the category's setting changes.
  sell_by timestamptz not null,
  received_at timestamptz not null default now(),
  received_by uuid references users (id) on delete set null,
  withdrawn_at timestamptz,
  withdrawn_reason text check (withdrawn_reason in ('past_sell_by', 'other')),
  -- What was left when it was withdrawn (it left stock_quantity then), and what cancelled orders brought back
  -- afterwards (never on sale again).
  quantity_withdrawn integer not null default 0 check (quantity_withdrawn >= 0),
  quantity_returned_after_withdrawal integer not null default 0 check (quantity_returned_after_withdrawal >= 0),
  check (best_before > packed_on),
  check ((withdrawn_at is null) = (withdrawn_reason is null)),
  check (withdrawn_at is null or quantity_left = 0)
);
-- FEFO: a row's lots on sale, earliest best-before first.
create index stock_lots_row_fefo_idx on stock_lots (product_id, variant_id, best_before, received_at, id)
  where withdrawn_at is null;
-- The withdrawal round: lots on sale by their sell-by moment.
create index stock_lots_sell_by_idx on stock_lots (sell_by) where withdrawn_at is null;

-- Which lots each order line took (FEFO), so a cancellation gives back to those lots.
create table order_lot_takes (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  product_id uuid not null references products (id),
  variant_id uuid references product_variants (id),
  lot_id uuid not null references stock_lots (id) on delete cascade,
  quantity integer not null check (quantity > 0),
  returned_at timestamptz,
  created_at timestamptz not null default now()
);
create index order_lot_takes_order_idx on order_lot_takes (order_id);
create index order_lot_takes_lot_idx on order_lot_takes (lot_id);

-- The FSSAI minimum remaining shelf life at sale, per category (the admin's setting): the lesser of a percent
-- of the total life and a number of days. Defaults are the rule's 30% and 45 days.
alter table categories
  add column min_shelf_life_percent smallint not null default 30
    check (min_shelf_life_percent between 0 and 100),
  add column min_shelf_life_days smallint not null default 45
    check (min_shelf_life_days between 0 and 3650);
