import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationView } from '@tokri/core';

/** Pure updates of cached notification pages, used by realtime events and optimistic "mark read". */

/** A new notification goes on top (once: a replayed event changes nothing), counted if unread. */
export function prependNotification(
  page: NotificationPage,
  notification: NotificationView,
): NotificationPage {
  if (page.items.some((item) => item.id === notification.id)) return page;
  return {
    ...page,
    items: [notification, ...page.items],
    unreadCount: page.unreadCount + (notification.is_read ? 0 : 1),
  };
}

/** Marks the given ids read (or all with 'all'); the unread count drops by the ones that were unread here. */
export function markReadInPage(page: NotificationPage, ids: readonly string[] | 'all'): NotificationPage {
  let changed = 0;
  const items = page.items.map((item) => {
    if (item.is_read || (ids !== 'all' && !ids.includes(item.id))) return item;
    changed++;
    return { ...item, is_read: true };
  });
  const unreadCount = ids === 'all' ? 0 : Math.max(0, page.unreadCount - changed);
  if (changed === 0 && unreadCount === page.unreadCount) return page;
  return { ...page, items, unreadCount };
}

export function containsNotification(page: NotificationPage | undefined, id: string): boolean {
  return Boolean(page?.items.some((item) => item.id === id));
}

/** The same updates for the paged history: new ones on the first page, the count kept on the first page. */
export function prependToHistory(
  data: InfiniteData<NotificationPage>,
  notification: NotificationView,
): InfiniteData<NotificationPage> {
  if (data.pages.some((page) => containsNotification(page, notification.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [prependNotification(first, notification), ...rest] };
}

export function markReadInHistory(
  data: InfiniteData<NotificationPage>,
  ids: readonly string[] | 'all',
): InfiniteData<NotificationPage> {
  let changed = 0;
  const pages = data.pages.map((page) => {
    const items = page.items.map((item) => {
      if (item.is_read || (ids !== 'all' && !ids.includes(item.id))) return item;
      changed++;
      return { ...item, is_read: true };
    });
    return { ...page, items };
  });
  const [first, ...rest] = pages;
  if (!first) return data;
  const unreadCount = ids === 'all' ? 0 : Math.max(0, first.unreadCount - changed);
  return { ...data, pages: [{ ...first, unreadCount }, ...rest] };
}
