-- Admin console (issue 13): riders get a home store, a vehicle and an online flag (only online riders are offered
-- new orders; the rider app switches it), customers can be blocked, and broadcasts are kept with their texts.
alter table delivery_agents
  add column home_seller_location_id uuid references seller_locations (id) on delete set null,
  add column vehicle_type text not null default 'motorcycle'
    check (vehicle_type in ('bicycle', 'ev_scooter', 'scooter', 'motorcycle', 'on_foot')),
  add column is_online boolean not null default false,
  add column updated_at timestamptz not null default now();
create index delivery_agents_store_idx on delivery_agents (home_seller_location_id, is_online desc, created_at);

-- A blocked user cannot sign in, their sessions are revoked, and the server refuses them everywhere.
alter table users
  add column blocked_at timestamptz,
  add column blocked_reason text check (blocked_reason is null or length(blocked_reason) <= 300);

-- The admin's broadcast of the spec's `notification` event: one row per send, the texts in three languages.
create table admin_broadcasts (
  id uuid primary key default gen_random_uuid(),
  actor_user_id uuid references users (id) on delete set null,
  seller_location_id uuid references seller_locations (id) on delete set null,
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  message jsonb not null check (jsonb_typeof(message) = 'object'),
  recipients integer not null check (recipients >= 0),
  created_at timestamptz not null default now()
);
create index admin_broadcasts_created_idx on admin_broadcasts (created_at desc);

-- Admin order filters: by store and payment method within a date range.
create index orders_store_created_idx on orders (seller_location_id, created_at desc);
