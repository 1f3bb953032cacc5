import { sameLine } from '../utils/cart-display.js';
import { offlineCartKey } from './offline-cart-key.js';
import type { PendingLine } from './pending-cart.js';

export { offlineCartKey };

function isPendingLine(value: unknown): value is PendingLine {
  const line = value as Partial<PendingLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    (line.variantId === null || typeof line.variantId === 'string') &&
    Number.isInteger(line.quantity) &&
    typeof line.name === 'string'
  );
}

export function readQueue(userId: string): PendingLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(offlineCartKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingLine) : [];
  } catch {
    return [];
  }
}

export function writeQueue(userId: string, lines: readonly PendingLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(offlineCartKey(userId));
    else localStorage.setItem(offlineCartKey(userId), JSON.stringify(lines));
  } catch {
    // storage full or unavailable: the change still waits in memory for this tab
  }
}

/**
 * The queue after one more change: a line keeps only its latest quantity, moved to the end, so the queue
 * replays in the order the customer last touched each line. The price first seen stays.
 */
export function withChange(queue: readonly PendingLine[], change: PendingLine): PendingLine[] {
  const earlier = queue.find((line) => sameLine(line, change));
  const seen = earlier?.seenUnitPricePaise ?? change.seenUnitPricePaise;
  const next: PendingLine = { ...change, ...(seen === undefined ? {} : { seenUnitPricePaise: seen }) };
  return [...queue.filter((line) => !sameLine(line, change)), next];
}
