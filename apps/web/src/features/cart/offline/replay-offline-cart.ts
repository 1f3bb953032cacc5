import { MAX_LINE_QUANTITY } from '@tokri/core';
import { ApiError } from '../../../shared/api/api-error.js';
import type { CartView } from '../api/cart-types.js';
import { sameLine } from '../utils/cart-display.js';
import type { PendingLine } from './pending-cart.js';

/** What changed between what the customer chose offline and what the server could do (ADR 0054). */
export type CartConflict =
  | { kind: 'unavailable'; name: string }
  | { kind: 'capped'; name: string; asked: number; quantity: number }
  | { kind: 'priceChanged'; name: string; seenPaise: number; nowPaise: number };

export interface ReplayDeps {
  /** PUT /api/cart/items: the line's absolute quantity (0 removes it), so a retry cannot double it. */
  setQuantity(line: PendingLine, quantity: number): Promise<unknown>;
  getCart(): Promise<CartView>;
  /** After each line the server settled (sent, capped or dropped): it no longer waits. */
  onSettled(line: PendingLine): void;
}

export interface ReplayResult {
  remaining: PendingLine[];
  conflicts: CartConflict[];
}

/** Not an answer from the server (offline, timed out, server down): try again later, in the same order. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500;

function availableOf(error: ApiError): number {
  const items = error.details.items;
  const first = Array.isArray(items) ? (items[0] as { available?: unknown } | undefined) : undefined;
  return typeof first?.available === 'number' ? first.available : 0;
}

/** The quantity the server can still take after a refusal, or 0 when the line cannot be had at all. */
function fallbackQuantity(error: ApiError, asked: number): number {
  if (error.code === 'OUT_OF_STOCK') return Math.min(asked, availableOf(error));
  if (error.code === 'QUANTITY_LIMIT') return Math.min(asked, MAX_LINE_QUANTITY);
  return 0;
}

async function settleLine(line: PendingLine, deps: ReplayDeps): Promise<CartConflict | null> {
  try {
    await deps.setQuantity(line, line.quantity);
    return null;
  } catch (error) {
    if (isTransient(error)) throw error;
    const quantity = fallbackQuantity(error as ApiError, line.quantity);
    if (quantity > 0 && quantity < line.quantity && (await sendOrRefused(deps, line, quantity))) {
      return { kind: 'capped', name: line.name, asked: line.quantity, quantity };
    }
    // Out of the cart altogether, rather than left at a quantity the customer did not choose.
    await sendOrRefused(deps, line, 0);
    return { kind: 'unavailable', name: line.name };
  }
}

/** True when the server took it; false when it refused; a network failure is thrown (try again later). */
async function sendOrRefused(deps: ReplayDeps, line: PendingLine, quantity: number): Promise<boolean> {
  try {
    await deps.setQuantity(line, quantity);
    return true;
  } catch (error) {
    if (isTransient(error)) throw error;
    return false;
  }
}

function priceChanges(sent: readonly PendingLine[], cart: CartView): CartConflict[] {
  return sent.flatMap((line) => {
    const now = cart.items.find((item) => sameLine(item, line));
    if (!now || line.seenUnitPricePaise === undefined || now.finalUnitPricePaise === line.seenUnitPricePaise)
      return [];
    return [
      {
        kind: 'priceChanged',
        name: now.name,
        seenPaise: line.seenUnitPricePaise,
        nowPaise: now.finalUnitPricePaise,
      },
    ];
  });
}

/**
 * Sends the waiting lines in order. A line the server refuses is capped to what it can take, or dropped,
 * and said so; a network failure stops the replay and keeps that line and the rest for the next try. Every
 * request sets an absolute quantity, so a line sent again after a lost answer ends the same.
 */
export async function replayOfflineCart(
  queue: readonly PendingLine[],
  deps: ReplayDeps,
): Promise<ReplayResult> {
  const conflicts: CartConflict[] = [];
  const sent: PendingLine[] = [];
  let remaining = [...queue];
  for (const line of queue) {
    try {
      const conflict = await settleLine(line, deps);
      if (conflict) conflicts.push(conflict);
      else if (line.quantity > 0) sent.push(line);
    } catch {
      return { remaining, conflicts };
    }
    remaining = remaining.slice(1);
    deps.onSettled(line);
  }
  const cart = await deps.getCart().catch(() => null);
  if (cart) conflicts.push(...priceChanges(sent, cart));
  return { remaining, conflicts };
}
