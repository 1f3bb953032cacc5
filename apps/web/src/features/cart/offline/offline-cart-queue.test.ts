import { afterEach, describe, expect, it } from 'vitest';
import { clearUserStorage } from '../../../shared/session/user-storage.js';
import { offlineCartKey, readQueue, withChange, writeQueue } from './offline-cart-queue.js';
import type { PendingLine } from './pending-cart.js';

const milk: PendingLine = {
  productId: 'milk',
  variantId: null,
  quantity: 1,
  name: 'Toned Milk',
  seenUnitPricePaise: 29_00,
};
const rice: PendingLine = { productId: 'rice', variantId: 'v5', quantity: 2, name: 'Sona Masoori' };

afterEach(() => localStorage.clear());

describe('the offline cart queue (ADR 0054)', () => {
  it('when a line changes again, then only its latest absolute quantity waits, moved to the end, with the price first seen', () => {
    let queue = withChange([], milk);
    queue = withChange(queue, rice);
    queue = withChange(queue, { ...milk, quantity: 3, seenUnitPricePaise: 31_00 });
    expect(queue).toEqual([rice, { ...milk, quantity: 3, seenUnitPricePaise: 29_00 }]);
  });

  it('when a pack of the same product changes, then it is a line of its own', () => {
    const queue = withChange(withChange([], rice), { ...rice, variantId: 'v10', quantity: 1 });
    expect(queue.map((line) => line.variantId)).toEqual(['v5', 'v10']);
  });

  it('when kept, then it survives a reload for that user only, and another user reads nothing', () => {
    writeQueue('u1', [milk, rice]);
    expect(localStorage.getItem(offlineCartKey('u1'))).not.toBeNull();
    expect(readQueue('u1')).toEqual([milk, rice]);
    expect(readQueue('u2')).toEqual([]);
  });

  it('when the stored queue is damaged, then it reads as empty rather than sending rubbish', () => {
    localStorage.setItem(offlineCartKey('u1'), '{"oops"');
    expect(readQueue('u1')).toEqual([]);
    localStorage.setItem(offlineCartKey('u1'), JSON.stringify([{ productId: 7 }, milk]));
    expect(readQueue('u1')).toEqual([milk]);
  });

  it('when the last line is sent, then the key is removed; on sign-out every user key goes', () => {
    writeQueue('u1', []);
    expect(localStorage.getItem(offlineCartKey('u1'))).toBeNull();
    writeQueue('u1', [milk]);
    writeQueue('u2', [rice]);
    localStorage.setItem('preferred_language', 'hi');
    clearUserStorage();
    expect(readQueue('u1')).toEqual([]);
    expect(readQueue('u2')).toEqual([]);
    expect(localStorage.getItem('preferred_language')).toBe('hi');
  });
});
