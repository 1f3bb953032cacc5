-- Issue 17 (ADR 0056): native push (FCM HTTP v1) goes out from a job of its own, so FCM being down retries only
-- the native push, never the Web Push sent beside it. Without FCM credentials a developer's machine records it in
-- the outbox, as mail and SMS are.
alter table scheduled_jobs drop constraint scheduled_jobs_kind_check;
alter table scheduled_jobs add constraint scheduled_jobs_kind_check
  check (kind in ('web_push', 'arriving_soon', 'order_sms', 'marketing_email', 'delete_stored_objects', 'native_push'));

alter table outbox_messages drop constraint outbox_messages_channel_check;
alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('email', 'sms', 'push'));
