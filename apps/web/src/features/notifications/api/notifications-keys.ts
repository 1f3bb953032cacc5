/** Notifications are written in the recipient's language when created, so the keys carry no language. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  /** The newest page: the bell's list and the unread count. */
  latest: ['notifications', 'latest'] as const,
  /** Every page, for /notifications. */
  history: ['notifications', 'history'] as const,
};
