import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { readQueue } from '../offline/offline-cart-queue.js';
import { pendingCart } from '../offline/pending-cart.js';
import { cartKeys } from './cart-keys.js';
import { useCartActions } from './cart-mutations.js';
import type { CartLine, CartView } from './cart-types.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const line: CartLine = {
  productId: 'p1',
  variantId: 'v1',
  name: 'Toned Milk',
  unit: '1 L',
  variantName: '1 L',
  imageUrl: null,
  quantity: 2,
  unitPricePaise: 56_00,
  discountPercentage: 5,
  finalUnitPricePaise: 53_20,
  lineTotalPaise: 106_40,
  stockQuantity: 10,
  gstRate: 5,
  available: true,
};
const cart: CartView = {
  items: [line],
  summary: {
    itemCount: 2,
    mrpTotalPaise: 112_00,
    subtotalPaise: 106_40,
    couponDiscountPaise: 0,
    deliveryFeePaise: 25_00,
    totalPaise: 131_40,
    minimumOrderPaise: 99_00,
    freeDeliveryFromPaise: 199_00,
    amountToFreeDeliveryPaise: 92_60,
  },
};
const key = { productId: 'p1', variantId: 'v1' };

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const signedIn = { session: { accessToken: 'a', user: { id: 'u1' } } } as unknown as ReturnType<
  typeof sessionStore.getState
>;
const signedOut = { session: null } as unknown as ReturnType<typeof sessionStore.getState>;

function setup() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cartKeys.view('en'), cart);
  queryClient.setQueryData(['badges'], { favorites: 0, cartItems: 2 });
  return renderHook(() => useCartActions(), { wrapper }).result;
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => vi.spyOn(sessionStore, 'getState').mockReturnValue(signedIn));
afterEach(() => vi.clearAllMocks());

describe('useCartActions', () => {
  it('when an item is added, then POST carries the pack and the spec success toast names the product', async () => {
    vi.mocked(api).mockResolvedValue(cart);
    const actions = setup();
    act(() => actions.current.add({ productId: 'p2', variantId: null, name: 'Fresh Paneer' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Fresh Paneer has been added to your cart', {
        id: 'cart-p2:default',
      }),
    );
    expect(api).toHaveBeenCalledWith('/api/cart/items', {
      method: 'POST',
      body: { productId: 'p2', variantId: null, quantity: 1 },
    });
  });

  it('when a step is rejected as out of stock, then the change is undone and the reason is the description', async () => {
    let reject: (error: unknown) => void = () => undefined;
    vi.mocked(api).mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    const actions = setup();
    act(() => actions.current.setQuantity(key, 3));
    await waitFor(() =>
      expect(queryClient.getQueryData<CartView>(cartKeys.view('en'))?.items[0]?.quantity).toBe(3),
    );
    expect(queryClient.getQueryData(['badges'])).toEqual({ favorites: 0, cartItems: 3 });
    reject(new ApiError(409, 'OUT_OF_STOCK', 'Not enough stock: Toned Milk (2).'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update item quantity', {
        id: 'cart-p1:v1',
        description: 'Not enough stock: Toned Milk (2).',
      }),
    );
    expect(queryClient.getQueryData<CartView>(cartKeys.view('en'))?.items[0]?.quantity).toBe(2);
    expect(queryClient.getQueryData(['badges'])).toEqual({ favorites: 0, cartItems: 2 });
  });

  it('when the quantity is set to 0, then the line goes at once and the removal toast shows', async () => {
    vi.mocked(api).mockResolvedValue({ ...cart, items: [] });
    const actions = setup();
    act(() => actions.current.setQuantity(key, 0));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Item has been removed from your cart', {
        id: 'cart-p1:v1',
      }),
    );
    expect(api).toHaveBeenCalledWith('/api/cart/items', {
      method: 'PUT',
      body: { productId: 'p1', variantId: 'v1', quantity: 0 },
    });
  });

  it('when removing or clearing fails, then the spec failure toasts show', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(500, 'UNEXPECTED', 'An unexpected error occurred.'));
    const actions = setup();
    act(() => actions.current.remove(key));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to remove item from cart', expect.anything()),
    );
    expect(api).toHaveBeenCalledWith('/api/cart/items?productId=p1&variantId=v1', { method: 'DELETE' });
    act(() => actions.current.clear());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to clear cart', expect.anything()));
  });

  it('when nobody is signed in, then nothing is sent and the toast asks to sign in', () => {
    vi.spyOn(sessionStore, 'getState').mockReturnValue(signedOut);
    const actions = setup();
    act(() => actions.current.add({ productId: 'p2', variantId: null, name: 'Fresh Paneer' }));
    expect(api).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('You need to sign in to add items to cart', {
      id: 'cart-p2:default',
    });
  });

  it('when the phone is offline, then Add and the stepper send nothing and wait, as absolute quantities, for this user (ADR 0054)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const actions = setup();
      act(() =>
        actions.current.add({
          productId: 'p2',
          variantId: null,
          name: 'Fresh Paneer',
          seenUnitPricePaise: 90_00,
        }),
      );
      await waitFor(() => expect(readQueue('u1')).toHaveLength(1));
      act(() => actions.current.add({ productId: 'p2', variantId: null, name: 'Fresh Paneer' }));
      await waitFor(() => expect(readQueue('u1')[0]?.quantity).toBe(2));
      // + on a line already in the cart (2 there): 3 is what the customer sees, so 3 is what will be set.
      act(() => actions.current.setQuantity(key, 3));
      await waitFor(() => expect(readQueue('u1')).toHaveLength(2));
      expect(api).not.toHaveBeenCalled();
      expect(readQueue('u1')).toEqual([
        { productId: 'p2', variantId: null, quantity: 2, name: 'Fresh Paneer', seenUnitPricePaise: 90_00 },
        { productId: 'p1', variantId: 'v1', quantity: 3, name: 'Toned Milk', seenUnitPricePaise: 53_20 },
      ]);
      expect(pendingCart.lines()).toEqual(readQueue('u1'));
      expect(readQueue('u2')).toEqual([]);
      expect(toast.info).toHaveBeenCalledWith(
        "No connection: Fresh Paneer will be added as soon as you're back online.",
        { id: 'cart-p2:default' },
      );
      expect(toast.error).not.toHaveBeenCalled();
      // The server's cart in the cache is left as the server said; the waiting quantity is shown on top of it.
      expect(queryClient.getQueryData<CartView>(cartKeys.view('en'))?.items[0]?.quantity).toBe(2);
      act(() => actions.current.clear());
      expect(toast.error).toHaveBeenCalledWith(
        "You're offline, so your cart was not changed. Try again when you're back online.",
        { id: 'cart-clear' },
      );
    } finally {
      online.mockRestore();
      localStorage.clear();
      pendingCart.set([]);
    }
  });

  it('when a line that was waiting is changed online, then the waiting quantity is dropped so a later replay cannot undo it', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const actions = setup();
    act(() => actions.current.setQuantity(key, 5));
    act(() => actions.current.add({ productId: 'p2', variantId: null, name: 'Fresh Paneer' }));
    await waitFor(() => expect(readQueue('u1')).toHaveLength(2));
    online.mockRestore();
    vi.mocked(api).mockResolvedValue(cart);
    act(() => actions.current.setQuantity(key, 6));
    await waitFor(() => expect(readQueue('u1').map((line) => line.productId)).toEqual(['p2']));
    expect(pendingCart.lines()).toEqual(readQueue('u1'));
    localStorage.clear();
    pendingCart.set([]);
  });

  it('when the request fails for want of a network, then the change waits instead of failing', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(0, 'NETWORK', 'No connection.'));
    const actions = setup();
    act(() => actions.current.setQuantity(key, 4));
    await waitFor(() => expect(readQueue('u1')).toHaveLength(1));
    expect(readQueue('u1')[0]).toMatchObject({ productId: 'p1', variantId: 'v1', quantity: 4 });
    expect(toast.error).not.toHaveBeenCalled();
    // The optimistic step went back: the server's 2 stays in the cache, the waiting 4 is shown on top.
    expect(queryClient.getQueryData<CartView>(cartKeys.view('en'))?.items[0]?.quantity).toBe(2);
    localStorage.clear();
    pendingCart.set([]);
  });

  it('when the server answers 401, then the sign-in toast shows instead of a failure', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(401, 'AUTH_REQUIRED', 'Please sign in to continue.'));
    const actions = setup();
    act(() => actions.current.add({ productId: 'p2', variantId: null, name: 'Fresh Paneer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You need to sign in to add items to cart', {
        id: 'cart-p2:default',
      }),
    );
  });
});
