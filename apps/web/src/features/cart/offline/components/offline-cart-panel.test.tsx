import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../../i18n/index.js';
import type { CartLine, CartView } from '../../api/cart-types.js';
import { offlineConflicts } from '../offline-conflicts.js';
import { pendingCart } from '../pending-cart.js';
import { OfflineCartPanel } from './offline-cart-panel.js';

const inCart = { productId: 'milk', variantId: null, name: 'Toned Milk', quantity: 1 } as CartLine;
const cart = { items: [inCart], summary: {} } as CartView;

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  pendingCart.set([]);
  offlineConflicts.set([]);
  await changeLanguage('en');
});

describe('the offline part of the cart page (ADR 0054)', () => {
  it('when lines wait that the server cart lacks, then they are listed as waiting; a line it has shows in its own row', () => {
    pendingCart.set([
      { productId: 'milk', variantId: null, quantity: 3, name: 'Toned Milk' },
      { productId: 'ghee', variantId: null, quantity: 2, name: 'Ghee' },
    ]);
    render(<OfflineCartPanel cart={cart} />);
    const waiting = screen.getByRole('region', { name: 'Waiting for connection' });
    expect(waiting.textContent).toContain('Ghee× 2');
    expect(waiting.textContent).not.toContain('Toned Milk');
  });

  it('when the sync met conflicts, then each is said with rupees, until OK', () => {
    offlineConflicts.set([
      { kind: 'capped', name: 'Ghee', asked: 5, quantity: 2 },
      { kind: 'unavailable', name: 'Paneer' },
      { kind: 'priceChanged', name: 'Toned Milk', seenPaise: 27_00, nowPaise: 29_00 },
    ]);
    render(<OfflineCartPanel cart={cart} />);
    const notice = screen.getByRole('region', { name: 'Your cart changed while you were offline' });
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Only 2 of Ghee could be added (you chose 5).',
      'Paneer is no longer available, so it is not in your cart.',
      'Toned Milk now costs ₹29 (it was ₹27).',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('offline-conflicts')).toBeNull();
  });

  it('when shown in Hindi, then the conflicts are in Hindi', async () => {
    offlineConflicts.set([{ kind: 'unavailable', name: 'Paneer' }]);
    await act(() => changeLanguage('hi'));
    render(<OfflineCartPanel cart={cart} />);
    expect(screen.getByTestId('offline-conflicts').textContent).toContain(
      'Paneer अब उपलब्ध नहीं है, इसलिए आपकी कार्ट में नहीं है।',
    );
  });
});
