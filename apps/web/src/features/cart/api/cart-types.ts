/** The cart API's shapes (GET /api/cart and every cart change answer with a CartView), from @tokri/core. */
export type { CartLine, CartSummary, CartView } from '@tokri/core';

/** A line is one pack of one product. */
export interface CartLineKey {
  productId: string;
  variantId: string | null;
}
