-- Issue 9 item 12: a push endpoint or a native player id registered by one account is never silently moved to
-- another. When another account proves it holds the same browser subscription (or registers the same native
-- device), the old registration is retired, kept for the record, and a new row is created; only active rows
-- (retired_at is null) are unique and are ever sent to.
alter table push_subscriptions add column retired_at timestamptz;
alter table push_subscriptions drop constraint push_subscriptions_endpoint_key;
create unique index push_subscriptions_active_endpoint on push_subscriptions (endpoint) where retired_at is null;

alter table device_registrations add column retired_at timestamptz;
alter table device_registrations drop constraint device_registrations_player_key;
create unique index device_registrations_active_player on device_registrations (player_id)
  where retired_at is null;
