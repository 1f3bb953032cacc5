import type { NotificationView } from '@tokri/core';
import { BellOff, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { useNow } from '../../shared/hooks/use-now.js';
import { Button } from '../../shared/ui/button.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useMarkAllRead, useMarkRead, useNotificationHistory } from './api/notifications-api.js';
import { NotificationActions } from './components/notification-actions.js';
import { NotificationContent, notificationRowClass } from './components/notification-content.js';
import { notificationPath } from './utils/notification-display.js';

/** /notifications: the whole history, newest first, 50 at a time, with mark read and mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useNotificationHistory();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = useNow();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = history.data?.pages[0]?.unreadCount ?? 0;

  const open = (notification: NotificationView) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    const path = notificationPath(notification);
    if (path) navigate(path);
  };

  const markReadOnce = (notification: NotificationView) => {
    if (!notification.is_read) markRead.mutate(notification.id);
  };

  return (
    <Page
      title={t('pages.notifications')}
      actions={
        unread > 0 || items.some((item) => !item.is_read) ? (
          <Button variant="secondary" onClick={() => markAllRead.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null
      }
    >
      {history.isPending ? <Spinner label={t('notifications.loading')} /> : null}
      {history.isError && items.length === 0 ? (
        <QueryError
          message={t('notifications.loadFailed')}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.isSuccess && items.length === 0 ? (
        <EmptyState icon={BellOff} title={t('notifications.empty')} body={t('notifications.emptyBody')} />
      ) : null}
      {items.length > 0 ? (
        <ul
          className="overflow-hidden rounded-2xl bg-white dark:bg-stone-900"
          data-testid="notification-history"
        >
          {items.map((notification) => (
            <li
              key={notification.id}
              className={`border-b border-stone-100 last:border-b-0 dark:border-stone-800 ${notificationRowClass(notification)}`}
            >
              <button
                type="button"
                onClick={() => open(notification)}
                data-testid="notification-item"
                data-unread={!notification.is_read}
                className="flex w-full items-start gap-3 px-3 py-3 hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                <NotificationContent notification={notification} now={now} />
              </button>
              <NotificationActions notification={notification} onAct={markReadOnce} />
            </li>
          ))}
        </ul>
      ) : null}
      {history.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </Button>
        </div>
      ) : items.length > 0 ? (
        <p className="mt-4 text-center text-sm text-stone-500 dark:text-stone-400">
          {t('notifications.endOfList')}
        </p>
      ) : null}
      <Link
        to="/push-notifications"
        className="mt-6 flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300"
      >
        <Settings aria-hidden="true" className="size-4" />
        {t('notifications.settingsLink')}
      </Link>
    </Page>
  );
}
