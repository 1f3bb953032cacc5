import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { readQueue, writeQueue } from './offline-cart-queue.js';
import { syncOfflineCart } from './offline-cart-sync.js';
import { pendingCart } from './pending-cart.js';
import { watchOfflineCart } from './watch-offline-cart.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({ toast: { info: vi.fn(), warning: vi.fn() } }));

const as = (id: string) =>
  ({ session: { accessToken: 'a', user: { id } } }) as unknown as ReturnType<typeof sessionStore.getState>;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => vi.spyOn(sessionStore, 'getState').mockReturnValue(as('u1')));
afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  pendingCart.set([]);
});

describe('syncing the offline cart (ADR 0054)', () => {
  it('when the app starts online with lines waiting, then they are sent, the cart refetched, and conflicts said', async () => {
    writeQueue('u1', [
      { productId: 'milk', variantId: null, quantity: 2, name: 'Toned Milk', seenUnitPricePaise: 27_00 },
      { productId: 'ghee', variantId: null, quantity: 1, name: 'Ghee' },
    ]);
    writeQueue('u2', [{ productId: 'atta', variantId: null, quantity: 9, name: 'Atta' }]);
    vi.mocked(api).mockImplementation(async (path, request) => {
      const body = request?.body as { productId?: string; quantity?: number } | undefined;
      if (request?.method === 'PUT' && body?.productId === 'ghee' && body.quantity)
        throw new ApiError(404, 'PRODUCT_UNAVAILABLE', 'gone');
      if (path === '/api/cart')
        return {
          items: [{ productId: 'milk', variantId: null, name: 'Toned Milk', finalUnitPricePaise: 29_00 }],
        };
      return {};
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await syncOfflineCart(queryClient);
    const puts = vi.mocked(api).mock.calls.filter(([, request]) => request?.method === 'PUT');
    expect(puts.map(([, request]) => request?.body)).toEqual([
      { productId: 'milk', variantId: null, quantity: 2 },
      { productId: 'ghee', variantId: null, quantity: 1 },
      { productId: 'ghee', variantId: null, quantity: 0 },
    ]);
    expect(readQueue('u1')).toEqual([]);
    expect(pendingCart.lines()).toEqual([]);
    // Another user's waiting lines are neither sent nor touched.
    expect(readQueue('u2')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(toast.warning).toHaveBeenCalledWith('Your cart changed while you were offline', {
      id: 'cart-offline-conflicts',
      description:
        'Ghee is no longer available, so it is not in your cart.\nToned Milk now costs ₹29 (it was ₹27).',
      duration: 10_000,
    });
  });

  it('when the app starts offline, then the waiting lines are shown and nothing is sent; another user sees none', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchOfflineCart(new QueryClient());
    try {
      writeQueue('u1', [{ productId: 'milk', variantId: null, quantity: 2, name: 'Toned Milk' }]);
      window.dispatchEvent(new Event('online'));
      expect(pendingCart.lines()).toEqual(readQueue('u1'));
      vi.spyOn(sessionStore, 'getState').mockReturnValue(as('u2'));
      window.dispatchEvent(new Event('online'));
      expect(pendingCart.lines()).toEqual([]);
      await Promise.resolve();
      expect(api).not.toHaveBeenCalled();
    } finally {
      stop();
      online.mockRestore();
    }
  });
});
