-- Live updates: durable events (the realtime feed), notifications, devices and push subscriptions, scheduled jobs.

-- Every change a client may watch, in commit-ish order; clients resume from the last id they saw.
create table realtime_events (
  id bigint generated always as identity primary key,
  topic text not null check (topic in ('notifications', 'orders', 'subscriptions', 'broadcast', 'admin_orders')),
  user_id uuid references users (id) on delete cascade,
  kind text not null check (kind in ('INSERT', 'UPDATE', 'DELETE', 'BROADCAST')),
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index realtime_events_user_idx on realtime_events (user_id, id);
create index realtime_events_created_idx on realtime_events (created_at);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  role text check (role in ('user', 'admin')),
  type text not null check (length(type) between 1 and 40),
  title text not null check (length(title) between 1 and 200),
  message text not null check (length(message) <= 1000),
  is_read boolean not null default false,
  order_id uuid references orders (id) on delete set null,
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default clock_timestamp()
);
create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (user_id) where not is_read;

-- Native shell push ids (spec: hardware-sync with onesignal_player_id and device_info).
create table device_registrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  player_id text not null check (length(player_id) between 8 and 200),
  platform text not null default 'unknown' check (length(platform) <= 40),
  user_agent text,
  device_info jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint device_registrations_player_key unique (player_id)
);

-- Web Push subscriptions (VAPID).
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique check (endpoint ~ '^https://'),
  p256dh text not null,
  auth text not null,
  user_agent text,
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  failure_count integer not null default 0
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Work to do later or elsewhere (send a push, arriving-soon reminders); survives restarts, one taker each.
create table scheduled_jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('web_push', 'arriving_soon')),
  dedupe_key text,
  run_at timestamptz not null default now(),
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  constraint scheduled_jobs_dedupe_key unique (kind, dedupe_key)
);
create index scheduled_jobs_due_idx on scheduled_jobs (run_at) where done_at is null;

alter table delivery_agents add column current_order_id uuid references orders (id) on delete set null;
alter table orders add column rider_id uuid references delivery_agents (id) on delete set null;
