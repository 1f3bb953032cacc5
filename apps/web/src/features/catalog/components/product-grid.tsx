import type { ProductSummary } from '@tokri/core';
import { ProductCard } from './product-card.js';

/** Images of the first cards (above the fold on a phone) load at once; the rest when scrolled to. */
export const EAGER_IMAGES = 4;

export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in the grid's shape while the first page loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className="h-60 animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800"
          />
        ))}
      </div>
    </div>
  );
}
