/** What other features may use from the cart. The cart page itself is loaded by the router. */
export { cartKeys } from './api/cart-keys.js';
export type { CartLine, CartSummary, CartView } from './api/cart-types.js';
export { AddToCartControl } from './components/add-to-cart-control.js';
export { PriceSummary, type PriceSummaryValues } from './components/price-summary.js';
export { ProductCartActions } from './components/product-cart-actions.js';
export { checkoutBlock, freeDeliveryGapPaise, savingsPaise } from './utils/cart-display.js';
