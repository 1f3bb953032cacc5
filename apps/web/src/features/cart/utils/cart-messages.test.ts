import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.js';
import { ApiError } from '../../../shared/api/api-error.js';
import {
  actionForQuantity,
  cartFailureMessage,
  failureDescription,
  isSignedOutError,
} from './cart-messages.js';

describe('cart toasts (spec §5, §8)', () => {
  it('when a quantity of 0 or less is set, then it counts as a removal', () => {
    expect(actionForQuantity(0)).toBe('remove');
    expect(actionForQuantity(-3)).toBe('remove');
    expect(actionForQuantity(2)).toBe('update');
  });

  it('when a change fails, then the failure toast names the action with the spec wording', () => {
    const text = (key: string) => en.cart[key.replace('cart.', '') as keyof typeof en.cart];
    expect(text(cartFailureMessage('add', false))).toBe('Failed to add item to cart');
    expect(text(cartFailureMessage('update', false))).toBe('Failed to update item quantity');
    expect(text(cartFailureMessage('remove', false))).toBe('Failed to remove item from cart');
    expect(text(cartFailureMessage('clear', false))).toBe('Failed to clear cart');
    expect(text(cartFailureMessage('add', true))).toBe('You need to sign in to add items to cart');
  });

  it("when the server explains (out of stock), then its message is the toast's description", () => {
    const stock = new ApiError(409, 'OUT_OF_STOCK', 'Not enough stock: Toned Milk (2).');
    expect(failureDescription(stock)).toBe('Not enough stock: Toned Milk (2).');
    expect(failureDescription(new ApiError(401, 'AUTH_REQUIRED', 'Please sign in.'))).toBeUndefined();
    expect(failureDescription(new Error('boom'))).toBeUndefined();
    expect(isSignedOutError(new ApiError(401, 'AUTH_REQUIRED', 'x'))).toBe(true);
  });
});
