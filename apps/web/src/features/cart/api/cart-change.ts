import type { CartLineKey } from './cart-types.js';

/** One cart change, as the customer made it: sent at once online, kept for later offline (ADR 0054). */
export type CartChange =
  | { action: 'add'; line: CartLineKey; quantity: number; name: string; seenUnitPricePaise?: number }
  | { action: 'set'; line: CartLineKey; quantity: number }
  | { action: 'remove'; line: CartLineKey }
  | { action: 'clear' };

/** The changes that can wait for the connection (clearing the cart is not one: it asks to be seen done). */
export type LineChange = Exclude<CartChange, { action: 'clear' }>;
