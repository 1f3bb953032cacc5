-- Admin console (issue 13): blocking a customer revokes every session of theirs, with its own reason.
alter table sessions drop constraint sessions_revoked_reason_check;
alter table sessions add constraint sessions_revoked_reason_check
  check (revoked_reason in ('sign_out', 'refresh_reuse', 'password_changed', 'expired', 'blocked'));
