import type { NotificationView } from '@tokri/core';

/** A realtime `notifications` payload the bell can show. */
export function isNotification(value: unknown): value is NotificationView {
  const record = value as Partial<NotificationView> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.title === 'string' &&
    typeof record.created_at === 'string'
  );
}
