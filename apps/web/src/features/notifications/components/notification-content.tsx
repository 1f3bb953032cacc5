import type { NotificationView } from '@tokri/core';
import { Bell, CreditCard, type LucideIcon, Megaphone, Package, Truck, Zap } from 'lucide-react';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { type NotificationIconKind, notificationIconKind } from '../utils/notification-display.js';
import { relativeTime } from '../utils/relative-time.js';

const ICONS: Record<NotificationIconKind, LucideIcon> = {
  package: Package,
  truck: Truck,
  card: CreditCard,
  megaphone: Megaphone,
  bell: Bell,
  lightning: Zap,
};

/** Admin-role items stand out with a saffron left border (spec §2). */
export function notificationRowClass(notification: NotificationView): string {
  return notification.role === 'admin'
    ? 'border-l-4 border-saffron-500 bg-saffron-400/10'
    : 'border-l-4 border-transparent';
}

/** Icon, title, message, relative time and unread dot of one notification (bell and history page). */
export function NotificationContent({ notification, now }: { notification: NotificationView; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = notificationIconKind(notification);
  const Icon = ICONS[kind];
  return (
    <>
      <span
        data-icon={kind}
        className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${
          kind === 'lightning'
            ? 'bg-saffron-400/25 text-amber-700 dark:text-saffron-400'
            : 'bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-300'
        }`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {kind === 'lightning' ? <span className="sr-only">{t('notifications.adminAlert')}</span> : null}
      </span>
      <span className="min-w-0 flex-1 text-left">
        <span className={`block text-sm ${notification.is_read ? 'font-medium' : 'font-bold'}`}>
          {notification.title}
        </span>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{notification.message}</span>
        <time dateTime={notification.created_at} className="block text-xs text-stone-600 dark:text-stone-300">
          {relativeTime(notification.created_at, now, language)}
        </time>
      </span>
      {notification.is_read ? null : (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-500" data-testid="unread-dot">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </>
  );
}
