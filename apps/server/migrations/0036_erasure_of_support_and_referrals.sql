-- Issue 16 (ADR 0051): a customer's support photos are erased with their account; the stored files go by a
-- durable job once the erasure has committed (a file cannot be deleted inside a database transaction).
alter table scheduled_jobs drop constraint scheduled_jobs_kind_check;
alter table scheduled_jobs add constraint scheduled_jobs_kind_check
  check (kind in ('web_push', 'arriving_soon', 'order_sms', 'marketing_email', 'delete_stored_objects'));

-- An erased referee's phone stays only as its SHA-256 digest, so it still counts against "one reward per phone"
-- (ADR 0050, 0051) without the number itself being kept.
alter table referrals drop constraint referrals_referee_phone_check;
alter table referrals add constraint referrals_referee_phone_check
  check (referee_phone is null or referee_phone ~ '^\+91[6-9][0-9]{9}$' or referee_phone ~ '^sha256:[0-9a-f]{64}$');
