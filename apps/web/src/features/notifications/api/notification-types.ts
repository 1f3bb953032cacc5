/** Spec §3 Notification, as the API and the realtime `notifications` topic send it. */
export interface NotificationAction {
  id: string;
  title: string;
  path: string;
}

export interface AppNotification {
  id: string;
  user_id: string;
  role: 'user' | 'admin' | null;
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
  order_id: string | null;
  metadata: {
    template?: string;
    status?: string | null;
    priority?: string;
    icon?: string;
    sound?: string | null;
    actions?: NotificationAction[];
  } | null;
}

/** GET /api/notifications: newest first, 50 at a time. */
export interface NotificationPage {
  items: AppNotification[];
  unreadCount: number;
  nextBefore: { createdAt: string; id: string } | null;
}

export function isNotification(value: unknown): value is AppNotification {
  const record = value as Partial<AppNotification> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.title === 'string' &&
    typeof record.created_at === 'string'
  );
}
