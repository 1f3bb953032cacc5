/** Spec §9: fetched 50 at a time (core's NOTIFICATION_PAGE_SIZE); the bell shows 10; its badge stops at "9+"; a new one toasts for 5 s. */
export { NOTIFICATION_PAGE_SIZE } from '@tokri/core';
export const BELL_LIMIT = 10;
export const BADGE_CAP = 9;
export const NOTIFICATION_TOAST_MS = 5000;
