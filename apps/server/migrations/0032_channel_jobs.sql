-- Issue 16 (ADR 0048): order SMS and marketing email go out from durable jobs, like Web Push.
alter table scheduled_jobs drop constraint scheduled_jobs_kind_check;
alter table scheduled_jobs add constraint scheduled_jobs_kind_check
  check (kind in ('web_push', 'arriving_soon', 'order_sms', 'marketing_email'));
