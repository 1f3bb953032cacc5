-- Issue 32 item 6 (ADR 0076): the language chosen on the device before signing up is kept with the pending
-- sign-up, so the account its link makes starts in that language (its mail, SMS and notifications too). Null when
-- the device never chose one.
alter table sign_up_requests
  add column preferred_language text check (preferred_language in ('en', 'hi', 'te'));
