import type { NotificationPage } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import {
  markReadInHistory,
  markReadInPage,
  prependNotification,
  prependToHistory,
} from './notification-cache.js';
import { notification } from './notification-fixture.js';

const page = (patch: Partial<NotificationPage> = {}): NotificationPage => ({
  items: [notification({ id: 'a' }), notification({ id: 'b', is_read: true }), notification({ id: 'c' })],
  unreadCount: 5,
  nextBefore: null,
  ...patch,
});

describe('cached notification pages', () => {
  it('puts a new notification on top and counts it once, even when the event is replayed', () => {
    const once = prependNotification(page(), notification({ id: 'new' }));
    expect(once.items.map((n) => n.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(once.unreadCount).toBe(6);
    expect(prependNotification(once, notification({ id: 'new' }))).toBe(once);
    expect(prependNotification(page(), notification({ id: 'r', is_read: true })).unreadCount).toBe(5);
  });

  it('marks one read and lowers the count only if it was unread', () => {
    const read = markReadInPage(page(), ['a']);
    expect(read.items.find((n) => n.id === 'a')?.is_read).toBe(true);
    expect(read.unreadCount).toBe(4);
    expect(markReadInPage(read, ['a'])).toBe(read);
    expect(markReadInPage(page(), ['b']).unreadCount).toBe(5);
  });

  it('marks everything read and the count drops to 0', () => {
    const all = markReadInPage(page(), 'all');
    expect(all.items.every((n) => n.is_read)).toBe(true);
    expect(all.unreadCount).toBe(0);
  });

  it('keeps the paged history in step, with the count on the first page', () => {
    const history = {
      pages: [page(), page({ items: [notification({ id: 'old' })], unreadCount: 5 })],
      pageParams: [null, { createdAt: 'x', id: 'y' }],
    };
    const added = prependToHistory(history, notification({ id: 'new' }));
    expect(added.pages[0]?.items[0]?.id).toBe('new');
    expect(added.pages[0]?.unreadCount).toBe(6);
    expect(prependToHistory(added, notification({ id: 'old' }))).toBe(added);
    const read = markReadInHistory(added, ['old', 'a']);
    expect(read.pages[1]?.items[0]?.is_read).toBe(true);
    expect(read.pages[0]?.unreadCount).toBe(4);
    expect(markReadInHistory(read, 'all').pages[0]?.unreadCount).toBe(0);
  });
});
