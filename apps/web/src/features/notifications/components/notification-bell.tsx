import type { NotificationView } from '@tokri/core';
import { Bell } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useNow } from '../../../shared/hooks/use-now.js';
import { toast } from '../../../shared/ui/toast.js';
import { useLatestNotifications, useMarkAllRead, useMarkRead } from '../api/notifications-api.js';
import { BADGE_CAP } from '../utils/notification-constants.js';
import { bellItems, notificationPath, unreadBadgeLabel } from '../utils/notification-display.js';
import { NotificationActions } from './notification-actions.js';
import { NotificationContent, notificationRowClass } from './notification-content.js';

const EDGE_PX = 8;
const PANEL_MAX_PX = 384;

const menuItemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Where a key moves the focus in a list of `count` items (-1: the key does not move it). */
function nextIndex(key: string, index: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return -1;
  }
}

/**
 * The header's bell (spec §2): a red unread badge capped at "9+", and a dropdown titled Notifications with
 * the first 10 items, "Mark all read" while anything is unread, and "View all notifications" when there are
 * more. Arrow keys move through the list; Escape closes it and returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState({ right: 0, width: PANEL_MAX_PX });
  const query = useLatestNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = useNow();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const page = query.data;
  const unread = page?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unread);
  const { shown, more } = bellItems(page?.items ?? [], Boolean(page?.nextBefore));
  const anyUnread = unread > 0 || shown.some((item) => !item.is_read);

  // The panel spans the phone's width (8 px from each edge) and is at most 24rem wide on larger screens.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = wrapperRef.current?.getBoundingClientRect();
      if (!rect) return;
      const width = Math.min(PANEL_MAX_PX, window.innerWidth - 2 * EDGE_PX);
      // `right` moves the panel's right edge left of the bell's: aligned with the bell when it fits,
      // otherwise shifted so it stays on screen.
      const fits = Math.min(0, rect.right - width - EDGE_PX);
      setPlacement({ width, right: Math.max(fits, rect.right - window.innerWidth + EDGE_PX) });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  // While open: focus goes into the list; arrow keys, Home and End move through it; Escape closes and
  // returns to the bell; a tap outside or focus leaving closes it.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!open || !wrapper) return;
    (menuItemsOf(menuRef.current)[0] ?? panelRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing away closes it. (No related target: the focused control went away, e.g. "Mark all read"
    // once everything is read, or focus left the page; a tap outside is handled above.)
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !wrapper.contains(next)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const items = menuItemsOf(menuRef.current);
      const next = nextIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
      if (next >= 0) {
        event.preventDefault();
        items[next]?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    wrapper.addEventListener('focusout', onFocusOut);
    wrapper.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      wrapper.removeEventListener('focusout', onFocusOut);
      wrapper.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const select = (notification: NotificationView) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    const path = notificationPath(notification);
    if (path) {
      setOpen(false);
      navigate(path);
    }
  };

  // A button of a notification: it counts as reading it, and the bell closes as its page opens.
  const act = (notification: NotificationView) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    setOpen(false);
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          // The label says what the badge shows: "more than 9" under "9+", not a count the eye cannot see.
          unread > BADGE_CAP
            ? t('notifications.bellUnreadMore', { cap: BADGE_CAP })
            : unread > 0
              ? t('notifications.bellUnread', { count: unread })
              : t('notifications.bell')
        }
        onClick={() => {
          // The toasts would cover the list; everything they say is in it.
          if (!open) toast.dismiss();
          setOpen(!open);
        }}
        data-testid="notification-bell"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          tabIndex={-1}
          data-testid="notification-panel"
          style={{ right: placement.right, width: placement.width }}
          className="absolute top-full z-30 mt-2 overflow-hidden rounded-2xl border border-stone-200 bg-white text-stone-900 shadow-xl outline-none dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2 dark:border-stone-700">
            <h2 id={titleId} className="font-semibold">
              {t('notifications.title')}
            </h2>
            {anyUnread ? (
              <button
                type="button"
                onClick={() => {
                  // The button goes away once all is read: keep the focus in the panel.
                  panelRef.current?.focus();
                  markAllRead.mutate();
                }}
                className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800"
              >
                {t('notifications.markAllRead')}
              </button>
            ) : null}
          </div>
          {query.isPending ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-stone-500 dark:text-stone-400">
              {t('notifications.loading')}
            </p>
          ) : shown.length === 0 ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-stone-500 dark:text-stone-400">
              {t('notifications.empty')}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <div
              ref={menuRef}
              role="menu"
              aria-labelledby={titleId}
              className="max-h-[min(70vh,28rem)] overflow-y-auto"
            >
              {shown.map((notification, index) => (
                <div
                  key={notification.id}
                  role="none"
                  className={`border-b border-stone-100 dark:border-stone-800 ${notificationRowClass(notification)}`}
                >
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={index === 0 ? 0 : -1}
                    onClick={() => select(notification)}
                    data-testid="notification-item"
                    data-unread={!notification.is_read}
                    className="flex w-full items-start gap-3 px-3 py-3 hover:bg-stone-100 focus:bg-stone-100 dark:hover:bg-stone-800 dark:focus:bg-stone-800"
                  >
                    <NotificationContent notification={notification} now={now} />
                  </button>
                  <NotificationActions notification={notification} onAct={act} inMenu />
                </div>
              ))}
              {more ? (
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to="/notifications"
                  onClick={() => setOpen(false)}
                  className="block px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-stone-100 focus:bg-stone-100 dark:text-brand-300 dark:hover:bg-stone-800 dark:focus:bg-stone-800"
                >
                  {t('notifications.viewAll')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
