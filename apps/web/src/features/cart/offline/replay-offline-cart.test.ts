import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.js';
import type { CartLine, CartView } from '../api/cart-types.js';
import type { PendingLine } from './pending-cart.js';
import { type ReplayDeps, replayOfflineCart } from './replay-offline-cart.js';

interface Product {
  name: string;
  pricePaise: number;
  stock: number;
  active: boolean;
}

/** A server cart that behaves like PUT /api/cart/items: absolute quantities, refusals with details. */
function fakeServer(products: Record<string, Product>) {
  const cart = new Map<string, number>();
  const calls: string[] = [];
  let loseNextAnswer = false;
  let down = false;
  const deps: ReplayDeps = {
    async setQuantity(line, quantity) {
      calls.push(`${line.productId}=${quantity}`);
      if (down) throw new ApiError(0, 'NETWORK', 'offline');
      const product = products[line.productId]!;
      if (quantity <= 0) cart.delete(line.productId);
      else if (!product.active) throw new ApiError(404, 'PRODUCT_UNAVAILABLE', 'gone');
      else if (quantity > product.stock) {
        throw new ApiError(409, 'OUT_OF_STOCK', 'not enough', {}, { items: [{ available: product.stock }] });
      } else cart.set(line.productId, quantity);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new ApiError(0, 'NETWORK', 'the answer was lost');
      }
    },
    async getCart(): Promise<CartView> {
      const items = [...cart].map(
        ([productId, quantity]) =>
          ({
            productId,
            variantId: null,
            name: products[productId]!.name,
            quantity,
            finalUnitPricePaise: products[productId]!.pricePaise,
          }) as CartLine,
      );
      return { items, summary: {} as CartView['summary'] };
    },
    onSettled: () => undefined,
  };
  return {
    deps,
    cart,
    calls,
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
    goDown: (value: boolean) => {
      down = value;
    },
  };
}

const line = (productId: string, quantity: number, seenUnitPricePaise?: number): PendingLine => ({
  productId,
  variantId: null,
  quantity,
  name: productId,
  ...(seenUnitPricePaise === undefined ? {} : { seenUnitPricePaise }),
});

const shop = () => ({
  milk: { name: 'Toned Milk', pricePaise: 29_00, stock: 50, active: true },
  ghee: { name: 'Ghee', pricePaise: 550_00, stock: 2, active: true },
  paneer: { name: 'Paneer', pricePaise: 90_00, stock: 10, active: false },
  atta: { name: 'Atta', pricePaise: 60_00, stock: 0, active: true },
});

describe('replaying the offline cart (ADR 0054)', () => {
  it('when the connection returns, then the lines go in the order they were last changed, as absolute quantities', async () => {
    const server = fakeServer(shop());
    server.cart.set('milk', 5);
    const result = await replayOfflineCart([line('milk', 2), line('ghee', 1)], server.deps);
    expect(server.calls).toEqual(['milk=2', 'ghee=1']);
    expect(Object.fromEntries(server.cart)).toEqual({ milk: 2, ghee: 1 });
    expect(result).toEqual({ remaining: [], conflicts: [] });
  });

  it('when an answer is lost and the replay runs again, then the quantity is set again, not doubled', async () => {
    const server = fakeServer(shop());
    server.loseNextAnswer();
    const first = await replayOfflineCart([line('milk', 3), line('ghee', 1)], server.deps);
    // The server did apply milk, but the phone never heard: milk and everything after it still wait.
    expect(first.remaining.map((pending) => pending.productId)).toEqual(['milk', 'ghee']);
    const second = await replayOfflineCart(first.remaining, server.deps);
    expect(second.remaining).toEqual([]);
    expect(Object.fromEntries(server.cart)).toEqual({ milk: 3, ghee: 1 });
  });

  it('when the connection drops midway, then the sent lines are done and the rest wait in order', async () => {
    const server = fakeServer(shop());
    const settled: string[] = [];
    const result = await replayOfflineCart([line('milk', 1), line('ghee', 1), line('atta', 1)], {
      ...server.deps,
      async setQuantity(pending, quantity) {
        if (pending.productId === 'ghee') server.goDown(true);
        return server.deps.setQuantity(pending, quantity);
      },
      onSettled: (pending) => settled.push(pending.productId),
    });
    expect(settled).toEqual(['milk']);
    expect(result.remaining.map((pending) => pending.productId)).toEqual(['ghee', 'atta']);
  });

  it('when stock ran low, a product was withdrawn or a price changed, then each is said, and the cart holds what it can', async () => {
    const server = fakeServer(shop());
    const products = shop();
    const result = await replayOfflineCart(
      [line('ghee', 5), line('paneer', 1), line('atta', 2), line('milk', 2, 27_00)],
      server.deps,
    );
    expect(result.conflicts).toEqual([
      { kind: 'capped', name: 'ghee', asked: 5, quantity: 2 },
      { kind: 'unavailable', name: 'paneer' },
      { kind: 'unavailable', name: 'atta' },
      { kind: 'priceChanged', name: products.milk.name, seenPaise: 27_00, nowPaise: 29_00 },
    ]);
    expect(Object.fromEntries(server.cart)).toEqual({ ghee: 2, milk: 2 });
    expect(result.remaining).toEqual([]);
  });

  it('when the price is the one the customer saw, then nothing is said about it', async () => {
    const server = fakeServer(shop());
    const result = await replayOfflineCart([line('milk', 1, 29_00)], server.deps);
    expect(result.conflicts).toEqual([]);
  });

  it('when the session expired or the server failed, then nothing is dropped: it all waits for the next try', async () => {
    const server = fakeServer(shop());
    for (const error of [
      new ApiError(401, 'AUTH_REQUIRED', 'sign in'),
      new ApiError(503, 'UNEXPECTED', 'down'),
    ]) {
      const result = await replayOfflineCart([line('milk', 1), line('ghee', 1)], {
        ...server.deps,
        setQuantity: () => Promise.reject(error),
      });
      expect(result.remaining.map((pending) => pending.productId)).toEqual(['milk', 'ghee']);
      expect(result.conflicts).toEqual([]);
    }
  });
});
