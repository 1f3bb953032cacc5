-- Issue 16 (ADR 0051): a customer's support photos are erased with their account; the stored files go by a
-- durable job once the erasure has committed (a file cannot be deleted inside a database transaction).
alter table scheduled_jobs drop constraint scheduled_jobs_kind_check;
alter table scheduled_jobs add constraint scheduled_jobs_kind_check
  check (kind in ('web_push', 'arriving_soon', 'order_sms', 'marketing_email', 'delete_stored_objects'));
