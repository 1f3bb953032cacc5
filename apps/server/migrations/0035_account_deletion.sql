-- DPDP Act 2023 (issue 16 point 7, ADR 0051): a customer's request to erase their account. The row outlives the
-- erasure as the record that it happened (no personal data: an id and three times).
create table account_deletion_requests (
  user_id uuid primary key references users (id),
  requested_at timestamptz not null default now(),
  erase_after timestamptz not null,
  -- The erasure round leases a due row, so several instances never erase one account at once.
  lease_until timestamptz,
  erased_at timestamptz,
  constraint account_deletion_requests_erase_after_check check (erase_after >= requested_at)
);
create index account_deletion_requests_due on account_deletion_requests (erase_after) where erased_at is null;

-- Asking to delete the account signs out every device.
alter table sessions drop constraint sessions_revoked_reason_check;
alter table sessions add constraint sessions_revoked_reason_check
  check (revoked_reason in ('sign_out', 'refresh_reuse', 'password_changed', 'expired', 'blocked', 'account_deletion'));
