import { randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 4-digit delivery code (0000-9999), from the operating system's strong random source. */
export function newDeliveryOtp(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Whether the code the rider typed is the order's, compared in constant time (both are 4 ASCII digits once the
 * request schema has checked the typed one, so the lengths match and nothing leaks through timing).
 */
export function isDeliveryOtp(expected: string | null, typed: string): boolean {
  if (expected === null) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(typed, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
