-- Issue 13: every stock change an admin makes, with who, when, why and the count before and after (ADR 0034).
-- Owned by modules/inventory, like the stock columns themselves. Append-only.
create table stock_adjustments (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  variant_id uuid references product_variants (id) on delete cascade,
  actor_user_id uuid references users (id) on delete set null,
  reason text not null check (reason in ('received', 'damaged', 'expired', 'count_correction', 'other')),
  note text not null default '' check (length(note) <= 500),
  quantity_before integer not null check (quantity_before >= 0),
  quantity_after integer not null check (quantity_after >= 0),
  created_at timestamptz not null default now()
);
create index stock_adjustments_product_idx on stock_adjustments (product_id, created_at desc, id desc);
