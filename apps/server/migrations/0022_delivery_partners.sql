-- Delivery partners (issue 14): offers to riders, the riders' live track, and the handover at the door.
-- One migration for the shape all of it shares; each table's writer is named in db/table-owners.ts.

-- An order offered to one online rider at a time. It is accepted, declined, or expires and goes to the next.
-- At most one pending offer per order; a rider is never offered the same order twice.
create table rider_offers (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  rider_id uuid not null references delivery_agents (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
  offered_at timestamptz not null default now(),
  expires_at timestamptz not null,
  answered_at timestamptz,
  constraint rider_offers_once unique (order_id, rider_id)
);
create unique index rider_offers_one_pending_idx on rider_offers (order_id) where status = 'pending';
create index rider_offers_rider_pending_idx on rider_offers (rider_id) where status = 'pending';
create index rider_offers_expiry_idx on rider_offers (expires_at) where status = 'pending';

-- The rider's last known position and when they went online: assignment offers the nearest online rider.
alter table delivery_agents
  add column last_lat double precision check (last_lat between -90 and 90),
  add column last_lng double precision check (last_lng between -180 and 180),
  add column last_position_at timestamptz,
  add column online_since timestamptz;

-- The track: every accepted point while the rider is online, kept 30 days (jobs/prune-old-rows.ts).
create table rider_positions (
  id bigint generated always as identity primary key,
  rider_id uuid not null references delivery_agents (id) on delete cascade,
  -- The order the rider was carrying when the point was taken, if any.
  order_id uuid references orders (id) on delete set null,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  accuracy_m real check (accuracy_m is null or accuracy_m >= 0),
  speed_mps real check (speed_mps is null or speed_mps >= 0),
  heading_deg real check (heading_deg is null or (heading_deg >= 0 and heading_deg < 360)),
  -- The phone's time of the fix (never in the future) and the server's time of arrival.
  recorded_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index rider_positions_rider_time_idx on rider_positions (rider_id, recorded_at);
create index rider_positions_recorded_idx on rider_positions (recorded_at);

-- The handover: a 4-digit code the customer reads out (a few wrong tries, then locked; an admin can override
-- with a reason), the cash a rider collected, and when the order left the store.
alter table orders
  add column delivery_otp text check (delivery_otp is null or delivery_otp ~ '^[0-9]{4}$'),
  add column delivery_otp_failures integer not null default 0 check (delivery_otp_failures >= 0),
  add column cod_collected_paise integer check (cod_collected_paise is null or cod_collected_paise >= 0),
  add column cod_collected_at timestamptz,
  add column cod_note text check (cod_note is null or length(cod_note) <= 300),
  add column picked_up_at timestamptz,
  add column out_for_delivery_at timestamptz;
create index orders_rider_status_idx on orders (rider_id, status) where rider_id is not null;

-- A line the rider found missing at the store or the customer refused at the door.
alter table order_items
  add column line_status text not null default 'ok' check (line_status in ('ok', 'missing', 'refused')),
  add column line_status_reason text check (line_status_reason is null or length(line_status_reason) <= 300),
  add column line_status_at timestamptz;

-- The rider's own realtime topic: offers and assignment changes, addressed to the rider's user.
alter table realtime_events drop constraint realtime_events_topic_check;
alter table realtime_events add constraint realtime_events_topic_check
  check (topic in ('notifications', 'orders', 'subscriptions', 'broadcast', 'admin_orders', 'rider'));
