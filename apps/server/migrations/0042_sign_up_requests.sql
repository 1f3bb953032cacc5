-- Issue 31 part 4 item 2 (ADR 0072): sign-up answers the same whether or not the address already has an account.
-- A sign-up from a new address is kept here, not in `users`, until the link sent to that address is opened: only
-- then is the account made. Nothing else in the shop sees a pending sign-up, and signing in with one is refused
-- like any unknown account. Several may wait for one address (each link is its own); the first opened makes the
-- account and deletes them all, so a link works once. Expired rows hold a password hash for nobody: the next
-- sign-up deletes them.
create table sign_up_requests (
  token_hash text primary key,
  email text,
  phone text,
  password_hash text not null,
  full_name text,
  referral_code text,
  created_at timestamptz not null default tokri_now(),
  expires_at timestamptz not null,
  constraint sign_up_requests_one_identifier check ((email is null) <> (phone is null))
);
create index sign_up_requests_expires_idx on sign_up_requests (expires_at);
create index sign_up_requests_email_idx on sign_up_requests (email) where email is not null;
create index sign_up_requests_phone_idx on sign_up_requests (phone) where phone is not null;
