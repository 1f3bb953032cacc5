-- Substitution choice per order line (issue 15 item 2, ADR 0045): what the customer wants when an item is
-- unavailable, the substitute line linked to the line it replaces, and the choices remembered per product.

alter table order_items drop constraint order_items_line_status_check;
alter table order_items
  add constraint order_items_line_status_check
    check (line_status in ('ok', 'missing', 'refused', 'substituted', 'rejected')),
  add column substitution_choice text not null default 'best_match'
    check (substitution_choice in ('best_match', 'specific', 'refund', 'call')),
  -- The product picked for "this specific item".
  add column substitution_product_id uuid references products (id),
  add constraint order_items_specific_has_product
    check (substitution_choice <> 'specific' or substitution_product_id is not null),
  -- On a substitute: the line it replaces, and until when the customer may reject it.
  add column substitute_for uuid references order_items (id) on delete cascade,
  add column reject_until timestamptz,
  add constraint order_items_substitute_window check ((substitute_for is null) = (reject_until is null));

-- One substitute per line, so a retried rider request substitutes once.
create unique index order_items_one_substitute_idx on order_items (substitute_for) where substitute_for is not null;

-- The choice a customer made for a product, pre-filled at their next checkout.
create table substitution_preferences (
  user_id uuid not null references users (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  choice text not null check (choice in ('best_match', 'specific', 'refund', 'call')),
  specific_product_id uuid references products (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
