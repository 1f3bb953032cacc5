/** What the app shell uses from notifications. The history page is loaded by the router. */
export { NotificationBell } from './components/notification-bell.js';
export { applyNotificationEvent, notificationToastId } from './realtime/apply-notification-event.js';
export { NOTIFICATION_TOAST_MS } from './utils/notification-constants.js';
export { notificationTone } from './utils/notification-display.js';
