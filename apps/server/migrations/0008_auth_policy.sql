-- Auth policy (issue 9 item 11): progressive sign-in delays, reset-link sessions, refresh-token families.

-- Consecutive failed sign-ins per throttle key (an account with an IP, or an account with a known device).
-- The delay before the next attempt grows with `failures`; a success deletes the row.
create table sign_in_throttles (
  key text primary key,
  failures integer not null check (failures > 0),
  last_failure_at timestamptz not null
);
create index sign_in_throttles_last_failure_idx on sign_in_throttles (last_failure_at);

-- A session opened by a password-reset link may set a new password without the current one, until then.
alter table sessions add column recovery_until timestamptz;

-- The token a refresh token was issued in exchange for: lets two tabs spend one token within the grace window
-- while a later replay (after the successor was used, or after the window) still revokes the session.
alter table refresh_tokens add column parent_hash text;
create index refresh_tokens_parent_idx on refresh_tokens (parent_hash) where parent_hash is not null;
