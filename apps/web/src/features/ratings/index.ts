/** What other features may use from ratings. The rating pages are loaded by the router. */
export { OrderRatingPanel } from './order-rating-panel.js';
export { ProductRatingLine } from './product-rating-line.js';
