-- Catalogue browsing: final prices for sorting, search text, orders (the data the home sections read),
-- recently viewed products.

-- What the customer pays for the default pack, in whole paise, rounded half up (same rule as @tokri/core).
alter table products
  add column final_price_paise integer generated always as ((price_paise * (100 - discount_percentage) + 50) / 100) stored;

-- Lower-cased names in every language plus transliterations, for substring and trigram search.
alter table products add column search_text text not null default '';

create function products_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := lower(concat_ws(' ',
    new.name,
    new.translations -> 'hi' ->> 'name',
    new.translations -> 'te' ->> 'name',
    new.type,
    array_to_string(new.search_terms, ' ')));
  return new;
end
$$;

create trigger products_search_text_trigger
  before insert or update of name, translations, type, search_terms on products
  for each row execute function products_search_text();

update products set name = name;

create index products_search_text_trgm on products using gin (search_text gin_trgm_ops);
create index products_active_created_idx on products (created_at desc, id desc) where is_active;
create index products_active_price_idx on products (final_price_paise, id) where is_active;
create index products_active_discount_idx on products (discount_percentage desc, id desc) where is_active;

-- Orders: the checkout work fills these; browsing reads them for trending and "bought before".
create table orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  status text not null default 'placed' check (status in (
    'payment_pending', 'placed', 'confirmed', 'preparing', 'accepted', 'picked_up', 'out_for_delivery',
    'delivered', 'cancelled')),
  payment_status text not null default 'pending' check (payment_status in (
    'pending', 'paid', 'paid_online', 'paid_cod', 'failed', 'refund_pending', 'refunded')),
  subtotal_paise integer not null check (subtotal_paise >= 0),
  delivery_fee_paise integer not null default 0 check (delivery_fee_paise >= 0),
  discount_paise integer not null default 0 check (discount_paise >= 0),
  total_paise integer not null check (total_paise >= 0),
  tracking_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_user_created_idx on orders (user_id, created_at desc);
create index orders_created_idx on orders (created_at desc);

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  product_id uuid not null references products (id),
  variant_id uuid references product_variants (id),
  product_name text not null,
  unit text not null,
  quantity integer not null check (quantity > 0),
  unit_price_paise integer not null check (unit_price_paise >= 0),
  discount_percentage integer not null default 0 check (discount_percentage between 0 and 100),
  total_price_paise integer not null check (total_price_paise >= 0),
  created_at timestamptz not null default now()
);
create index order_items_order_idx on order_items (order_id);
create index order_items_product_created_idx on order_items (product_id, created_at desc);

create table recently_viewed (
  user_id uuid not null references users (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index recently_viewed_user_idx on recently_viewed (user_id, viewed_at desc);

create index favorites_user_created_idx on favorites (user_id, created_at desc);
