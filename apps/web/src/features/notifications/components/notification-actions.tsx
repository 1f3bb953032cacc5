import type { NotificationView } from '@tokri/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { notificationActions } from '../utils/notification-display.js';

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-stone-800 dark:focus:bg-stone-800';

/**
 * A notification's buttons (issue 32 item 2): track, call, support, reorder, rate, view… each goes where the
 * notification says (a page, or a phone number to dial). In the bell they are menu items the arrow keys reach.
 */
export function NotificationActions({
  notification,
  onAct,
  inMenu = false,
}: {
  notification: NotificationView;
  /** Called on a tap, before the link is followed (marks the notification read, closes the bell). */
  onAct: (notification: NotificationView) => void;
  inMenu?: boolean;
}) {
  const { t } = useTranslation();
  const actions = notificationActions(notification);
  if (actions.length === 0) return null;
  const itemProps = inMenu ? { role: 'menuitem', tabIndex: -1 } : {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links inside the bell's menu, not a form's fieldset
    <div
      role="group"
      aria-label={t('notifications.actionsFor', { title: notification.title })}
      data-testid="notification-actions"
      className="flex flex-wrap gap-2 px-3 pb-3 pl-15"
    >
      {actions.map((action) =>
        action.path.startsWith('tel:') ? (
          <a
            key={action.id}
            href={action.path}
            onClick={() => onAct(notification)}
            data-action={action.id}
            className={BUTTON}
            {...itemProps}
          >
            {action.title}
          </a>
        ) : (
          <Link
            key={action.id}
            to={action.path}
            onClick={() => onAct(notification)}
            data-action={action.id}
            className={BUTTON}
            {...itemProps}
          >
            {action.title}
          </Link>
        ),
      )}
    </div>
  );
}
