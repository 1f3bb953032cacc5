import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.js';
import { checkoutProblem } from './checkout-errors.js';

describe('where a refused checkout is explained', () => {
  it('when no store delivers to the address, then the message goes next to the address', () => {
    const error = new ApiError(422, 'NOT_SERVICEABLE', 'Sorry, we do not deliver to PIN code 400001 yet.');
    expect(checkoutProblem(error)).toEqual({
      target: 'address',
      message: 'Sorry, we do not deliver to PIN code 400001 yet.',
      fields: {},
    });
  });

  it('when fields are invalid, then each message goes on its field', () => {
    const error = new ApiError(400, 'VALIDATION', 'Please check: address.contactPhone.', {
      'address.contactPhone': 'Enter a valid 10-digit Indian mobile number.',
      'address.pincode': 'Enter a valid 6-digit PIN code.',
    });
    expect(checkoutProblem(error)).toMatchObject({
      target: 'address',
      fields: {
        contactPhone: 'Enter a valid 10-digit Indian mobile number.',
        pincode: 'Enter a valid 6-digit PIN code.',
      },
    });
  });

  it('when items ran out, then each shortage is listed with what is left', () => {
    const error = new ApiError(
      409,
      'OUT_OF_STOCK',
      'Not enough stock: Toned Milk 1 L (1).',
      {},
      {
        items: [
          { productId: 'p', variantId: 'v', name: 'Toned Milk 1 L', requested: 3, available: 1 },
          'junk',
        ],
      },
    );
    expect(checkoutProblem(error)).toEqual({
      target: 'stock',
      message: 'Not enough stock: Toned Milk 1 L (1).',
      shortages: [{ name: 'Toned Milk 1 L', requested: 3, available: 1 }],
    });
  });

  it('when an item was withdrawn since it went into the cart, then it is listed like a sold-out one', () => {
    const error = new ApiError(
      409,
      'CART_CHANGED',
      'Some items in your cart changed: Paneer 200 g (0). Please review your cart.',
      {},
      {
        items: [
          {
            productId: 'p',
            variantId: 'v',
            name: 'Paneer 200 g',
            reason: 'unavailable',
            requested: 2,
            available: 0,
          },
        ],
      },
    );
    expect(checkoutProblem(error)).toEqual({
      target: 'stock',
      message: 'Some items in your cart changed: Paneer 200 g (0). Please review your cart.',
      shortages: [{ name: 'Paneer 200 g', requested: 2, available: 0 }],
    });
  });

  it('when the coupon is refused, then its field message is used', () => {
    const error = new ApiError(422, 'COUPON_EXPIRED', 'This coupon has expired.', {
      couponCode: 'This coupon has expired.',
    });
    expect(checkoutProblem(error)).toEqual({ target: 'coupon', message: 'This coupon has expired.' });
  });

  it('when the minimum order is not met (or anything else), then it is shown above the button', () => {
    const error = new ApiError(422, 'MIN_ORDER', 'The minimum order is ₹99.');
    expect(checkoutProblem(error)).toEqual({ target: 'form', message: 'The minimum order is ₹99.' });
  });
});
