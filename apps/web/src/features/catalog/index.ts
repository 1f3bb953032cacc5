/** What other features may use from the catalogue. Pages are loaded by the router. */
export { useCategories } from './api/get-categories.js';
export { ProductCard } from './components/product-card.js';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid.js';
