/** Spec §3 Notification, as GET /api/notifications and the realtime `notifications` topic send it. */

export interface NotificationActionLink {
  id: string;
  title: string;
  path: string;
}

/** What the server stores beside the text; every key is optional because older rows may lack it. */
export interface NotificationMetadata {
  template?: string;
  status?: string | null;
  priority?: string;
  icon?: string;
  sound?: string | null;
  actions?: NotificationActionLink[];
}

export interface NotificationView {
  id: string;
  user_id: string;
  role: 'user' | 'admin' | null;
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
  order_id: string | null;
  metadata: NotificationMetadata;
}

/** Spec §9: notifications are fetched 50 at a time. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** GET /api/notifications: newest first, 50 at a time. */
export interface NotificationPage {
  items: NotificationView[];
  unreadCount: number;
  nextBefore: { createdAt: string; id: string } | null;
}
